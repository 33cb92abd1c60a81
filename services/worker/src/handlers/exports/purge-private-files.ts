import type { Storage } from '@ile/db';

export interface PurgedFiles {
  rows: number;
  files: number;
}

/**
 * Deletes the private files of rows whose retention is over, then records on the rows that the files are
 * gone, in that order: a storage outage throws before anything is marked, so the job is retried and no row
 * is ever marked while its file is still there. A file already gone is no error (`Storage.remove`), so a run
 * that failed half-way is finished by the next one.
 */
export async function purgePrivateFiles<Row extends { id: string }>(
  privateStorage: Storage,
  due: readonly Row[],
  keysOf: (row: Row) => readonly (string | null)[],
  markPurged: (ids: string[]) => Promise<void>,
): Promise<PurgedFiles> {
  if (due.length === 0) return { rows: 0, files: 0 };
  const keys = due.flatMap(keysOf).filter((key): key is string => !!key);
  await Promise.all(keys.map((key) => privateStorage.remove(key)));
  await markPurged(due.map((row) => row.id));
  return { rows: due.length, files: keys.length };
}
