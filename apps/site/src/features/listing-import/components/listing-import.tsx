import { useSearchParams } from 'react-router';
import { ErrorState, PageSpinner } from '../../../components/ui/feedback';
import { useListingImport } from '../api/get-listing-import';
import { ImportReport } from './import-report';
import { ImportUploadForm } from './import-upload-form';

/** /manage/import: upload, the per-row report, confirm, progress. The import's id stays in the URL (?id=). */
export function ListingImport() {
  const [params, setParams] = useSearchParams();
  const importId = params.get('id');
  const report = useListingImport(importId);
  if (!importId) return <ImportUploadForm onChecked={(id) => setParams({ id })} />;
  if (report.isPending) return <PageSpinner label="Loading the import" />;
  if (report.isError) return <ErrorState message={report.error.message} onRetry={() => report.refetch()} />;
  return <ImportReport report={report.data} onStartOver={() => setParams({})} />;
}
