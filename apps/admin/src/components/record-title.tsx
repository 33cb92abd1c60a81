import { type RaRecord, useRecordContext } from 'react-admin';

interface RecordTitleProps<R> {
  /** What the page shows before its record has loaded, e.g. 'Ticket'. */
  label: string;
  /** What follows once it has, e.g. (ticket) => `: ${ticket.subject}`. */
  suffix: (record: R) => string;
}

/** A show or edit page's title in the app bar: "Ticket: <subject>". */
export function RecordTitle<R extends RaRecord>({ label, suffix }: RecordTitleProps<R>) {
  const record = useRecordContext<R>();
  return (
    <span>
      {label}
      {record ? suffix(record) : ''}
    </span>
  );
}
