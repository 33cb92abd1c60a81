import { LISTING_IMPORT_LIMITS } from '@ile/shared/contracts/listing-import';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useUploadListingImport } from '../api/upload-listing-import';
import styles from './listing-import.module.css';

/** The downloadable template (apps/site/public/templates): the columns, and one example row. */
export const TEMPLATE_URL = '/templates/listing-import-template.csv';

/** Choose a CSV and have it checked; nothing is created until the report is confirmed. */
export function ImportUploadForm({ onChecked }: { onChecked: (importId: string) => void }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadListingImport();
  const problem =
    upload.error instanceof ApiError || upload.error instanceof Error ? upload.error.message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) upload.mutate(file, { onSuccess: (report) => onChecked(report.id) });
  };

  return (
    <form className={styles.card} onSubmit={submit} aria-label="Upload a CSV of listings">
      <p>
        Start from the{' '}
        <a href={TEMPLATE_URL} download>
          CSV template
        </a>
        : one listing per row, up to {LISTING_IMPORT_LIMITS.maxRows} rows, the same fields as the listing
        form. Put {LISTING_IMPORT_LIMITS.minPhotos} to {LISTING_IMPORT_LIMITS.maxPhotos} photo addresses
        (https://…) in <code>photo_urls</code>, separated by <code>|</code>. Every row is checked before
        anything is created.
      </p>
      <label htmlFor={inputId} className={styles.label}>
        CSV file
      </label>
      <input
        id={inputId}
        type="file"
        accept=".csv,text/csv"
        onChange={(event) => {
          upload.reset();
          setFile(event.currentTarget.files?.[0] ?? null);
        }}
      />
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
      <div>
        <Button type="submit" disabled={!file || upload.isPending}>
          {upload.isPending ? 'Checking…' : 'Check file'}
        </Button>
      </div>
    </form>
  );
}
