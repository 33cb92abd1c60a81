import { errorMessage, toast } from '../../../lib/toast';
import { useDashboardData } from '../api/get-dashboard-data';
import { useSetAgencyEditRights } from '../api/set-agency-edit-rights';
import styles from './manage.module.css';

/** An agent of an agency chooses whether it may edit their listings (it always sees them; it never deletes). */
export function AgencyEditRights() {
  const dashboard = useDashboardData();
  const setRights = useSetAgencyEditRights();
  const agency = dashboard.data?.agency;
  if (!agency) return null;
  return (
    <label className={styles.agencyRights}>
      <input
        type="checkbox"
        checked={setRights.isPending ? setRights.variables : agency.mayEdit}
        disabled={setRights.isPending}
        onChange={(event) =>
          setRights.mutate(event.target.checked, {
            onSuccess: ({ allow }) =>
              toast.success(
                allow
                  ? `${agency.name} may now edit your listings`
                  : `${agency.name} can no longer edit your listings`,
              ),
            onError: (error) => toast.error(errorMessage(error)),
          })
        }
      />
      <span>
        Let {agency.name} edit my listings
        <span className={styles.meta}>
          {' '}
          Your agency always sees your listings and their figures; it can never delete them.
        </span>
      </span>
    </label>
  );
}
