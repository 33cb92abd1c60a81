import {
  DataTableBody,
  type DataTableBodyProps,
  DataTableRow,
  type DataTableRowProps,
  type RaRecord,
  useRecordContext,
} from 'react-admin';

/**
 * A DataTable body whose rows carry an accessible name (e.g. "Listing application: <title>"), so screen
 * readers and the end-to-end suite find a row by what it is rather than by position.
 */
export function labelledBody<R extends RaRecord = RaRecord>(label: (record: R) => string) {
  function LabelledRow(props: DataTableRowProps) {
    const record = useRecordContext<R>();
    return <DataTableRow {...props} aria-label={record ? label(record) : undefined} />;
  }
  return function LabelledBody(props: DataTableBodyProps) {
    return <DataTableBody {...props} row={LabelledRow} />;
  };
}
