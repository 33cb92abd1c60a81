import { parseArgs } from 'node:util';
import { createDatabase } from '../database';
import { ensureDatabaseExists, redact } from '../ensure-database';
import { migrateToLatest } from '../migrator';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, SeedRefusedError, seedDemoData } from '../seed';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/ile';
const USAGE = 'usage: npm run seed -- [--listings N] [--force] [--seed VALUE]';

async function main(): Promise<number> {
  let args: { listings: number; force: boolean; seed: string | undefined };
  try {
    const { values } = parseArgs({
      options: {
        listings: { type: 'string', default: '1000' },
        force: { type: 'boolean', default: false },
        seed: { type: 'string' },
      },
    });
    const listings = Number(values.listings?.replace(/[_,]/g, ''));
    if (!Number.isInteger(listings) || listings < 0)
      throw new Error(`--listings must be a whole number, got ${values.listings}`);
    args = { listings, force: values.force ?? false, seed: values.seed };
  } catch (error) {
    console.error(`seed: ${messageOf(error)}\n${USAGE}`);
    return 2;
  }

  const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const db = createDatabase(url, { max: 2, applicationName: 'ile-seed' });
  const started = Date.now();
  try {
    if (await ensureDatabaseExists(url)) console.log(`seed: created database ${redact(url)}`);
    await migrateToLatest(db);
    let lastReport = 0;
    const report = await seedDemoData(db, {
      listings: args.listings,
      force: args.force,
      seed: args.seed,
      log: (message) => console.log(`seed: ${message}... (${((Date.now() - started) / 1000).toFixed(1)} s)`),
      onListings: ({ listings, total, rows, elapsedMs }) => {
        if (listings < total && Date.now() - lastReport < 2000) return;
        lastReport = Date.now();
        const seconds = Math.max(elapsedMs, 1) / 1000;
        console.log(
          `seed:   ${listings.toLocaleString('en')} / ${total.toLocaleString('en')} listings` +
            ` (${Math.round(listings / seconds).toLocaleString('en')} listings/s, ${Math.round(rows / seconds).toLocaleString('en')} rows/s)`,
        );
      },
    });
    console.log(`seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s into ${redact(url)}`);
    for (const [table, count] of Object.entries(report.counts)) {
      console.log(`  ${table.padEnd(20)} ${count.toLocaleString('en').padStart(12)}`);
    }
    console.log(`\ndemo accounts (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS)
      console.log(`  ${account.role.padEnd(9)} ${account.email.padEnd(20)} ${account.description}`);
    return 0;
  } catch (error) {
    if (error instanceof SeedRefusedError) {
      console.error(`seed: ${error.message}`);
      return 1;
    }
    console.error(`seed: failed against ${redact(url)}: ${messageOf(error)}`);
    console.error('seed: the database was left as it was before this run.');
    return 1;
  } finally {
    await db.destroy();
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

process.exitCode = await main();
