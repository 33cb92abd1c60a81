import { type RaRecord, useRecordContext } from 'react-admin';

/** "Agent application: Fatima Olawale" in the app bar of a show page. */
export function ApplicationTitle({ kind, name }: { kind: string; name: (record: RaRecord) => string }) {
  const record = useRecordContext();
  return (
    <span>
      {kind} application{record ? `: ${name(record)}` : ''}
    </span>
  );
}
