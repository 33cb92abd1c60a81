// npm run bench:availability — the listing-availability sweep over a million listings (issue 17).
//
// On the benchmark database (BENCH_DATABASE_URL, default ile_bench, seeded with BENCH_LISTINGS = 1,000,000
// listings if it holds fewer), makes a realistic hour's backlog far larger than a real hour's: EXPIRE_SHARE
// (default 2 %) of the published listings last confirmed 46 days ago and REMIND_SHARE (2 %) 31 days ago,
// then runs the sweep handler the worker runs (batches of 5,000) and prints:
//   - its wall time, against the target of 60 s;
//   - the rows it changed and the rows PostgreSQL updated in `properties` (pg_stat n_tup_upd), which must be
//     equal: it touches only the rows it changes;
//   - the plan of one expiry batch's scan (the partial index properties_availability_due_idx);
//   - a second sweep's time, with nothing left to do (the hourly cost when nothing is due).
// Then it puts every listing back as it was (published, confirmed now) and deletes the notices and outbox
// events the sweep wrote, so other benchmarks see the same data.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, type Db } from '@ile/db';
import { BENCH_DATABASE_URL, prepareBenchDatabase } from '@ile/db/testing/bench-database';
import type { Job } from 'bullmq';
import { sql } from 'kysely';
import pino from 'pino';
import {
  type AvailabilitySweepResult,
  sweepListingAvailabilityHandler,
} from '../src/handlers/listings/sweep-listing-availability.handler';
import type { HandlerContext } from '../src/registry';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');
const env = process.env;
const settings = {
  listings: Number(env.BENCH_LISTINGS || 1_000_000),
  expireShare: Number(env.EXPIRE_SHARE || 0.02),
  remindShare: Number(env.REMIND_SHARE || 0.02),
  batch: 5000,
};
const TARGET_SECONDS = 60;

async function updatedRows(db: Db): Promise<number> {
  const { rows } = await sql<{ n: string }>`
    SELECT n_tup_upd AS n FROM pg_stat_user_tables WHERE relname = 'properties'`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

/** Runs the handler as the worker does, on its own pool (closed after, so its statistics are flushed). */
async function sweep(): Promise<{ result: AvailabilitySweepResult; seconds: number }> {
  const db = createDatabase(BENCH_DATABASE_URL, { max: 2, applicationName: 'ile-bench-sweep' });
  const context = { db, log: pino({ level: 'silent' }) } as unknown as HandlerContext;
  const started = performance.now();
  try {
    const result = (await sweepListingAvailabilityHandler.handle(
      { limit: settings.batch },
      {} as Job,
      context,
    )) as AvailabilitySweepResult;
    return { result, seconds: (performance.now() - started) / 1000 };
  } finally {
    await db.destroy();
  }
}

async function main(): Promise<void> {
  await prepareBenchDatabase({ listings: settings.listings, repoRoot });
  const db = createDatabase(BENCH_DATABASE_URL, { max: 2, applicationName: 'ile-bench-availability' });
  const startedAt = new Date();
  try {
    // Everything confirmed recently, then the backlog: a share of listings by a hash of the id (no sort).
    console.log('bench: setting up the backlog (not measured)');
    await sql`UPDATE properties SET available_confirmed_at = now() - interval '1 day', availability_reminded_at = NULL
              WHERE status = 'published'`.execute(db);
    const bucket = sql`(('x' || substr(md5(id::text), 1, 8))::bit(32)::int::bigint + 2147483648) / 4294967296.0`;
    await sql`UPDATE properties SET available_confirmed_at = now() - interval '46 days'
              WHERE status = 'published' AND ${bucket} < ${settings.expireShare}`.execute(db);
    await sql`UPDATE properties SET available_confirmed_at = now() - interval '31 days'
              WHERE status = 'published' AND ${bucket} >= ${settings.expireShare}
                AND ${bucket} < ${settings.expireShare + settings.remindShare}`.execute(db);
    await sql`VACUUM (ANALYZE) properties`.execute(db);
    const { rows: counts } = await sql<{ published: number; expiring: number; due: number }>`
      SELECT count(*)::int AS published,
             count(*) FILTER (WHERE available_confirmed_at < now() - interval '45 days')::int AS expiring,
             count(*) FILTER (WHERE available_confirmed_at BETWEEN now() - interval '45 days' AND now() - interval '30 days')::int AS due
      FROM properties WHERE status = 'published'`.execute(db);
    const { published, expiring, due } = counts[0] ?? { published: 0, expiring: 0, due: 0 };

    const { rows: plan } = await sql<{ 'QUERY PLAN': string }>`
      EXPLAIN SELECT id FROM properties
      WHERE status = 'published' AND coalesce(available_confirmed_at, published_at) <= now() - make_interval(days => 45)
      ORDER BY coalesce(available_confirmed_at, published_at) LIMIT 5000 FOR UPDATE SKIP LOCKED`.execute(db);

    // Let the setup's statistics reach the counters before the first reading.
    await new Promise((r) => setTimeout(r, 1500));
    const before = await updatedRows(db);
    const first = await sweep();
    await new Promise((r) => setTimeout(r, 1500));
    const updated = (await updatedRows(db)) - before;
    const second = await sweep();

    const changed = first.result.expired + first.result.reminded;
    console.log('');
    console.log(`listing availability sweep, ${published.toLocaleString('en')} published listings`);
    console.log(
      `  backlog: ${expiring.toLocaleString('en')} to expire, ${due.toLocaleString('en')} to remind`,
    );
    console.log(
      `  sweep:   ${first.seconds.toFixed(2)} s (target < ${TARGET_SECONDS} s): ` +
        `${first.result.expired.toLocaleString('en')} expired, ${first.result.reminded.toLocaleString('en')} reminded`,
    );
    console.log(
      `  rows:    ${changed.toLocaleString('en')} changed, ${updated.toLocaleString('en')} updated in properties` +
        ` (${updated === changed ? 'only the rows it changes' : 'MORE than it changes'})`,
    );
    console.log(
      `  again:   ${second.seconds.toFixed(3)} s with nothing due (${JSON.stringify(second.result)})`,
    );
    console.log('  plan of one expiry batch:');
    for (const row of plan) console.log(`    ${row['QUERY PLAN']}`);
    const ok =
      first.seconds < TARGET_SECONDS &&
      updated === changed &&
      first.result.expired === expiring &&
      first.result.reminded === due;
    console.log(ok ? 'targets met' : 'TARGET MISSED');
    process.exitCode = ok ? 0 : 1;
  } finally {
    console.log('bench: putting the listings back');
    await sql`UPDATE properties SET status = 'published', available_confirmed_at = now(), availability_reminded_at = NULL
              WHERE status = 'expired' OR availability_reminded_at IS NOT NULL`.execute(db);
    await sql`DELETE FROM notices WHERE created_at >= ${startedAt} AND recipient_id IS NOT NULL`.execute(db);
    await sql`DELETE FROM outbox_events WHERE created_at >= ${startedAt}`.execute(db);
    await db.destroy();
  }
}

await main();
