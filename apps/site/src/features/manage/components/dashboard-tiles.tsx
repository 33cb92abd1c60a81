import { formatNumber } from '@ile/shared/helpers/locale-format';
import { ErrorState, Skeleton } from '../../../components/ui/feedback';
import { errorMessage } from '../../../lib/toast';
import { useDashboardData } from '../api/get-dashboard-data';
import styles from './manage.module.css';

/**
 * The four tiles of the spec (listings and the applications by outcome), an agency's team listings, then the
 * last 30 days of every listing in the manage area (an agency's: its agents' too).
 */
export function DashboardTiles() {
  const dashboard = useDashboardData();
  if (dashboard.isError)
    return <ErrorState message={errorMessage(dashboard.error)} onRetry={() => void dashboard.refetch()} />;
  const data = dashboard.data;
  const tiles = [
    { label: 'Total listings', value: data?.totalListings, tone: styles.toneAccent },
    { label: 'Pending applications', value: data?.pendingApplications, tone: styles.toneWarning },
    { label: 'Approved applications', value: data?.approvedApplications, tone: styles.toneSuccess },
    { label: 'Rejected applications', value: data?.rejectedApplications, tone: styles.toneDanger },
    ...(data && data.teamListings > 0
      ? [{ label: 'Your agents’ listings', value: data.teamListings, tone: styles.toneAccent }]
      : []),
    { label: 'Views, last 30 days', value: data?.last30Days.views, tone: styles.toneAccent },
    { label: 'Saves, last 30 days', value: data?.last30Days.saves, tone: styles.toneAccent },
    { label: 'Phone reveals, last 30 days', value: data?.last30Days.reveals, tone: styles.toneAccent },
    { label: 'Enquiries, last 30 days', value: data?.last30Days.enquiries, tone: styles.toneAccent },
  ];
  return (
    <ul className={styles.tiles} aria-busy={dashboard.isPending || undefined}>
      {tiles.map((tile) => (
        <li key={tile.label} className={`${styles.tile} ${tile.tone}`}>
          <span className={styles.tileLabel}>{tile.label}</span>
          {tile.value === undefined ? (
            <Skeleton width={56} height={36} />
          ) : (
            <strong className={styles.tileValue}>{formatNumber(tile.value)}</strong>
          )}
        </li>
      ))}
    </ul>
  );
}
