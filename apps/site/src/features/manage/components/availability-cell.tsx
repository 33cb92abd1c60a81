import { AVAILABILITY_REMIND_AFTER_DAYS, type AvailabilityAction } from '@ile/shared/constants/availability';
import type { ManagedProperty } from '@ile/shared/contracts/management';
import { formatDaysAgo } from '@ile/shared/helpers/locale-format';
import { Button } from '../../../components/ui/button';
import { useUpdateAvailability } from '../api/update-availability';
import styles from './manage.module.css';

const DAY_MS = 86_400_000;

/** A published listing its owner has not confirmed for 30 days: asked by email, and here. */
export function isAvailabilityDue(listing: ManagedProperty, now = Date.now()): boolean {
  // An agency's view of its agents' listings: only the agent is asked.
  if (listing.access === 'team') return false;
  if (listing.status !== 'published' || !listing.availableConfirmedAt) return false;
  return now - new Date(listing.availableConfirmedAt).getTime() >= AVAILABILITY_REMIND_AFTER_DAYS * DAY_MS;
}

const STATE: Record<string, string> = {
  expired: 'Out of search until renewed',
  let: 'Let',
  sold: 'Sold',
  held: 'Held for review after reports',
};

/**
 * Whether the listing is really available, and the one-click answers: still available (or renew once
 * expired), let, sold. Let and sold take it down at once; it stays here in the owner's history.
 */
export function AvailabilityCell({ listing }: { listing: ManagedProperty }) {
  const update = useUpdateAvailability();
  const act = (action: AvailabilityAction) => update.mutate({ propertyId: listing.id, action });
  const pending = (action: AvailabilityAction) => update.isPending && update.variables?.action === action;
  const canTakeDown = ['published', 'expired', 'held'].includes(listing.status);
  const due = isAvailabilityDue(listing);

  return (
    <div className={styles.availability}>
      {listing.status === 'published' ? (
        <span className={due ? styles.due : undefined}>
          {listing.availableConfirmedAt
            ? `Confirmed ${formatDaysAgo(listing.availableConfirmedAt)}`
            : 'Published'}
          {due && ' · please confirm'}
        </span>
      ) : (
        STATE[listing.status] && <span>{STATE[listing.status]}</span>
      )}
      {(listing.status === 'published' || listing.status === 'expired' || canTakeDown) && (
        <span className={styles.availabilityActions}>
          {listing.status === 'published' && (
            <Button
              size="small"
              variant={due ? 'primary' : 'secondary'}
              loading={pending('confirm')}
              aria-label={`${listing.title} is still available`}
              onClick={() => act('confirm')}
            >
              Still available
            </Button>
          )}
          {listing.status === 'expired' && (
            <Button
              size="small"
              loading={pending('renew')}
              aria-label={`Renew ${listing.title}`}
              onClick={() => act('renew')}
            >
              Renew
            </Button>
          )}
          {canTakeDown && (
            <>
              <Button
                size="small"
                variant="ghost"
                loading={pending('let')}
                aria-label={`Mark ${listing.title} as let`}
                onClick={() => act('let')}
              >
                Let
              </Button>
              <Button
                size="small"
                variant="ghost"
                loading={pending('sold')}
                aria-label={`Mark ${listing.title} as sold`}
                onClick={() => act('sold')}
              >
                Sold
              </Button>
            </>
          )}
        </span>
      )}
      {update.isError && (
        <span role="alert" className={styles.error}>
          {update.error.message}
        </span>
      )}
    </div>
  );
}
