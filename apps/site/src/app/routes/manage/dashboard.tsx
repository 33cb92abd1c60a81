import { ButtonLink } from '../../../components/ui/button';
import { AgencyEditRights } from '../../../features/manage/components/agency-edit-rights';
import { DashboardTiles } from '../../../features/manage/components/dashboard-tiles';
import { usePageTitle } from '../../../lib/page-title';
import styles from './manage-layout.module.css';

export function Component() {
  usePageTitle('Dashboard');
  return (
    <section>
      <div className={styles.header}>
        <h1 className="page-title">Dashboard</h1>
        <ButtonLink to="/list-property/become-a-host" size="small">
          List a property
        </ButtonLink>
      </div>
      <DashboardTiles />
      <AgencyEditRights />
    </section>
  );
}
