import { createDatabase } from '../database';
import { ensureDatabaseExists, redact } from '../ensure-database';
import { MigrationFailedError, migrateToLatest } from '../migrator';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/ile';

async function main(): Promise<number> {
  const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  try {
    if (await ensureDatabaseExists(url)) console.log(`created database ${redact(url)}`);
  } catch (error) {
    console.error(`migrate: cannot reach or create the database at ${redact(url)}: ${messageOf(error)}`);
    return 1;
  }

  const db = createDatabase(url, { max: 1, applicationName: 'ile-migrate' });
  try {
    const result = await migrateToLatest(db);
    const ran = result.results ?? [];
    if (ran.length === 0) console.log(`migrate: ${redact(url)} is up to date`);
    for (const migration of ran)
      console.log(`migrate: ${migration.migrationName} ${migration.status.toLowerCase()}`);
    return 0;
  } catch (error) {
    if (error instanceof MigrationFailedError) {
      console.error(`migrate: ${error.message}`);
      console.error('migrate: nothing of this batch was applied; the schema is as it was before.');
    } else {
      console.error(`migrate: failed against ${redact(url)}: ${messageOf(error)}`);
    }
    return 1;
  } finally {
    await db.destroy();
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

process.exitCode = await main();
