import pg from 'pg';
import { databaseNameOf, withDatabaseName } from './database';

const DUPLICATE_DATABASE = '42P04';

/**
 * Creates the database a connection string names if it does not exist yet, through the `postgres`
 * maintenance database of the same server. Returns whether it created it. Safe when several
 * processes start at once: losing the race to create counts as "already there".
 */
export async function ensureDatabaseExists(connectionString: string): Promise<boolean> {
  const name = databaseNameOf(connectionString);
  if (!name) throw new Error(`the connection string names no database: ${redact(connectionString)}`);
  const admin = new pg.Client({ connectionString: withDatabaseName(connectionString, 'postgres') });
  await admin.connect();
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return false;
    try {
      await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === DUPLICATE_DATABASE) return false;
      throw error;
    }
  } finally {
    await admin.end();
  }
}

/** The connection string without its password, for messages and logs. */
export function redact(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return '(unparseable connection string)';
  }
}
