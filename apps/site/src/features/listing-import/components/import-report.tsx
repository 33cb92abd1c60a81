import type { ListingImportReport } from '@ile/shared/contracts/listing-import';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useConfirmListingImport } from '../api/confirm-listing-import';
import { ImportRowsTable } from './import-rows-table';
import styles from './listing-import.module.css';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Once confirmed: how many of the queued rows are done, as a bar and in words. */
function ImportProgress({ report }: { report: ListingImportReport }) {
  const { created, failed, pending } = report.totals;
  const total = created + failed + pending;
  const done = created + failed;
  return (
    <div className={styles.progress}>
      <label htmlFor="import-progress">
        {report.status === 'done'
          ? `Import finished: ${plural(created, 'listing')} sent for review${failed > 0 ? `, ${failed} not imported` : ''}`
          : `Fetching photos and creating listings: ${done} of ${total}`}
      </label>
      <progress id="import-progress" max={total} value={done} />
      {report.status === 'done' && created > 0 && (
        <p>
          They are in <Link to="/manage/applications">My Listing Applications</Link>, waiting for review.
        </p>
      )}
    </div>
  );
}

/** The checked file: a summary, the confirm button while nothing is created, then live progress. */
export function ImportReport({
  report,
  onStartOver,
}: {
  report: ListingImportReport;
  onStartOver: () => void;
}) {
  const confirm = useConfirmListingImport();
  const { rows, valid, invalid } = report.totals;
  return (
    <section className={styles.report} aria-label="Import report">
      <p className={styles.summary}>
        {plural(rows, 'row')} checked: <strong>{valid} ready</strong>
        {invalid > 0 && (
          <>
            , <strong>{invalid} with errors</strong> (they will not be imported)
          </>
        )}
        .
      </p>
      {report.status === 'checked' ? (
        <div className={styles.actions}>
          {valid > 0 && (
            <Button onClick={() => confirm.mutate(report.id)} disabled={confirm.isPending}>
              {confirm.isPending ? 'Importing…' : `Import ${plural(valid, 'listing')}`}
            </Button>
          )}
          <Button variant="secondary" onClick={onStartOver}>
            Upload another file
          </Button>
          {confirm.error && (
            <p role="alert" className={styles.problem}>
              {confirm.error.message}
            </p>
          )}
        </div>
      ) : (
        <ImportProgress report={report} />
      )}
      <ImportRowsTable rows={report.rows} />
    </section>
  );
}
