import type { DataExport } from '@ile/shared/contracts/user';
import { formatDate, formatDateTime } from '@ile/shared/helpers/locale-format';
import { Button } from '../../../components/ui/button';
import { ErrorState, Skeleton } from '../../../components/ui/feedback';
import { errorMessage } from '../../../lib/toast';
import { useDataExports, useRequestDataExport } from '../api/data-exports';
import { useDownloadDataExport } from '../api/download-data-export';
import styles from './account.module.css';
import { StatusBadge } from './status-badge';

function ExportRow({ item }: { item: DataExport }) {
  const download = useDownloadDataExport();
  return (
    <li className={styles.transaction}>
      <div className={styles.transactionText}>
        <p className={styles.transactionTitle}>
          Requested <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
        </p>
        <p className={styles.meta}>
          {item.status === 'ready' && item.expires_at
            ? `Available until ${formatDate(item.expires_at)}`
            : item.status === 'failed'
              ? 'Something went wrong building it; please ask again.'
              : item.status === 'expired'
                ? 'No longer available; ask for a new copy.'
                : 'Being prepared; we will email you when it is ready.'}
        </p>
      </div>
      <div className={styles.transactionAmount}>
        <StatusBadge status={item.status} />
        {item.status === 'ready' && (
          <Button
            size="small"
            variant="secondary"
            loading={download.isPending}
            onClick={() => download.mutate(item)}
          >
            Download
          </Button>
        )}
      </div>
    </li>
  );
}

/** "Download your data": ask for a copy, follow its progress, download it while it lasts. */
export function DataExportPanel() {
  const exports = useDataExports();
  const request = useRequestDataExport();
  const building = exports.data?.exports.some(
    (item) => item.status === 'pending' || item.status === 'processing',
  );
  return (
    <div className={styles.card}>
      <h2>Download your data</h2>
      <p className="muted">
        A copy of everything Ile holds about you (profile, saved properties and notes, applications, messages,
        tickets and payments) as a JSON file. It is ready in a few minutes, we email you when it is, and it
        can be downloaded for 7 days.
      </p>
      <Button onClick={() => request.mutate()} loading={request.isPending} disabled={building}>
        {building ? 'Preparing your copy…' : 'Request a copy of my data'}
      </Button>
      {exports.isPending ? (
        <Skeleton height={56} style={{ marginTop: 16 }} />
      ) : exports.isError ? (
        <ErrorState message={errorMessage(exports.error)} onRetry={() => void exports.refetch()} />
      ) : (
        exports.data.exports.length > 0 && (
          <ul
            className={`${styles.list} ${styles.exports}`}
            aria-label="Your data exports"
            aria-live="polite"
          >
            {exports.data.exports.map((item) => (
              <ExportRow key={item.id} item={item} />
            ))}
          </ul>
        )
      )}
    </div>
  );
}
