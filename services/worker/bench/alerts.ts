// npm run bench:alerts — saved-search alerts at a million listings and 100,000 saved searches (issue 19).
//
// 1. Makes sure the benchmark database (BENCH_DATABASE_URL, default ile_bench) holds the million listings
//    (prepareBenchDatabase) and BENCH_SAVED_SEARCHES (100,000) saved searches of realistic variety, made
//    once by a seeded generator and kept: most name a state (weighted to where people search: Lagos, FCT,
//    Rivers, Oyo, Western Area...), some a whole country or only a map area around a city; most a category;
//    many a price band (in NGN, SLE or USD), bedrooms, a property type; some a keyword, a map area inside
//    their state, verified owners or inspected listings; alerts instant, daily, weekly or off. 40,000 people
//    own them (up to 25 each).
// 2. Match time: for BENCH_SAMPLES (300) random published listings, one at a time, runs the matcher the
//    worker runs (matchSavedSearches: find and record every saved search it matches, one statement) in a
//    transaction that is rolled back, so every sample starts from the same state. Prints p50/p95/p99/max
//    and the matches per listing, against the target p95 <= 50 ms.
// 3. Burst: writes 1,000 `property.published` outbox events in one transaction and starts the real worker
//    (every queue, WORKER_CONCURRENCY 4); times until every alerts/match-saved-searches job has finished,
//    i.e. every match is recorded, every instant in-app notice written and pushed, and every instant email
//    job queued. Prints it against the target of 60 s, then removes what the burst wrote.
// The machine is shared: run it alone (no tests, no other benchmark).
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createDatabase, type Db } from '@ile/db';
import { savedSearchColumns } from '@ile/db/alerts/saved-search-columns';
import { findMatchingSavedSearches, matchSavedSearches } from '@ile/db/alerts/saved-search-matcher';
import { newLinkKey } from '@ile/db/alerts/unsubscribe-token';
import { listExchangeRates } from '@ile/db/repositories/exchange-rates.repository';
import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import { Random } from '@ile/db/seed/random';
import { BENCH_DATABASE_URL, prepareBenchDatabase } from '@ile/db/testing/bench-database';
import { JOBS, outboxEvent, QUEUES, SavedSearchFiltersSchema } from '@ile/shared';
import { Queue } from 'bullmq';
import { sql } from 'kysely';
import { pino } from 'pino';
import { startWorkerRuntime } from '../src/runtime';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');
const env = process.env;
const SEARCHES = Number(env.BENCH_SAVED_SEARCHES || 100_000);
const SAMPLES = Number(env.BENCH_SAMPLES || 300);
const BURST = Number(env.BENCH_BURST || 1000);
const PEOPLE = Math.ceil(SEARCHES / 2.5);
const WARM_UP = 30;
const TARGET_P95_MS = 50;
const TARGET_BURST_S = 60;
const REDIS_URL = env.REDIS_URL || 'redis://127.0.0.1:6379';
const PREFIX = 'ile-bench-alerts';
const BENCH_EMAIL = (n: number) => `bench-alerts-${n}@ile.test`;

/** Thrown to roll a measured transaction back. */
class RollBack extends Error {}

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
};

// Where people search, roughly by demand: Lagos most, then Abuja, Port Harcourt, Ibadan, Freetown.
const STATE_WEIGHTS: [country: 'NG' | 'SL', state: string, weight: number][] = [
  ['NG', 'Lagos', 40],
  ['NG', 'FCT', 15],
  ['NG', 'Rivers', 7],
  ['NG', 'Oyo', 5],
  ['NG', 'Ogun', 5],
  ['NG', 'Enugu', 3],
  ['NG', 'Kano', 3],
  ['NG', 'Delta', 2],
  ['NG', 'Edo', 2],
  ['NG', 'Anambra', 2],
  ['NG', 'Kaduna', 2],
  ['NG', 'Akwa Ibom', 1],
  ['NG', 'Cross River', 1],
  ['NG', 'Plateau', 1],
  ['SL', 'Western Area Urban', 6],
  ['SL', 'Western Area Rural', 2],
  ['SL', 'Bo', 1],
  ['SL', 'Kenema', 1],
];
// Map areas people draw: around city centres (lng, lat), a few km to a few tens of km across.
const CITIES: [country: 'NG' | 'SL', lng: number, lat: number][] = [
  ['NG', 3.47, 6.45], // Lekki / VI
  ['NG', 3.35, 6.6], // Ikeja
  ['NG', 7.49, 9.06], // Abuja
  ['NG', 7.01, 4.82], // Port Harcourt
  ['NG', 3.9, 7.38], // Ibadan
  ['SL', -13.23, 8.47], // Freetown
];
const KEYWORDS = [
  'duplex',
  'serviced',
  'pool',
  'boys quarters',
  'furnished',
  'terrace',
  'self contain',
  'estate',
];
const CATEGORIES = [
  ['rental', 45],
  ['sale', 20],
  ['shared', 10],
  ['lease', 8],
  ['hostel', 7],
] as const;
const TYPES = ['residential', 'commercial', 'land'] as const;
const BEDROOMS = ['1', '2', '3', '4', '5+', '2', '3'] as const;

function randomFilters(rng: Random): Record<string, string> {
  const filters: Record<string, string> = {};
  const shape = rng.weighted([
    ['state', 80],
    ['country', 10],
    ['area', 10],
  ] as const);
  let country: 'NG' | 'SL' = 'NG';
  if (shape === 'state') {
    const [c, state] = rng.weighted(STATE_WEIGHTS.map(([c, s, w]) => [[c, s] as const, w] as const));
    country = c;
    filters.country = c;
    filters.state = state;
  } else if (shape === 'country') {
    country = rng.weighted([
      ['NG', 85],
      ['SL', 15],
    ] as const);
    filters.country = country;
  }
  if (shape === 'area' || (shape === 'state' && rng.chance(0.1))) {
    const [c, lng, lat] =
      shape === 'area' ? rng.pick(CITIES) : rng.pick(CITIES.filter(([cc]) => cc === country));
    country = c;
    const half = rng.float(0.02, 0.2);
    const box = [lng - half * rng.float(0.5, 1.5), lat - half, lng + half, lat + half * rng.float(0.5, 1.5)];
    filters.bbox = box.map((n) => n.toFixed(4)).join(',');
  }
  if (rng.chance(0.8)) filters.category = rng.weighted(CATEGORIES.map(([c, w]) => [c, w] as const));
  if (rng.chance(0.3)) filters.propertyType = rng.pick(TYPES);
  if (rng.chance(0.6)) filters.bedrooms = rng.pick(BEDROOMS);
  if (rng.chance(0.3)) filters.bathrooms = rng.pick(['1', '2', '3+'] as const);
  if (rng.chance(0.7)) {
    const currency = rng.chance(0.1) ? 'USD' : country === 'SL' ? 'SLE' : 'NGN';
    const unit = currency === 'USD' ? 100 : currency === 'SLE' ? 2_000 : 100_000;
    const low = rng.int(1, 40) * unit;
    if (currency !== 'NGN') filters.currency = currency;
    if (rng.chance(0.6)) filters.minPrice = String(low);
    if (rng.chance(0.9)) filters.maxPrice = String(low * rng.int(2, 20));
  }
  if (rng.chance(0.15)) filters.keyWord = rng.pick(KEYWORDS);
  if (rng.chance(0.1)) filters.verifiedOwner = 'true';
  if (rng.chance(0.05)) filters.inspected = 'true';
  return filters;
}

/** Makes the people and the saved searches once (reproducibly); later runs reuse them. */
async function ensureSavedSearches(db: Db) {
  const present = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM saved_searches s JOIN users u ON u.id = s.user_id
    WHERE u.email LIKE 'bench-alerts-%'`.execute(db);
  if ((present.rows[0]?.n ?? 0) >= SEARCHES) {
    console.log(`bench: reusing ${SEARCHES.toLocaleString('en')} saved searches`);
    return;
  }
  console.log(
    `bench: making ${PEOPLE.toLocaleString('en')} people and ${SEARCHES.toLocaleString('en')} saved searches`,
  );
  await sql`DELETE FROM users WHERE email LIKE 'bench-alerts-%'`.execute(db);
  const ids: string[] = [];
  for (let from = 0; from < PEOPLE; from += 2000) {
    const rows = await db
      .insertInto('users')
      .values(
        Array.from({ length: Math.min(2000, PEOPLE - from) }, (_, i) => ({
          email: BENCH_EMAIL(from + i),
          password_hash: 'x',
          first_name: 'Bench',
          last_name: 'Seeker',
          email_verified_at: new Date(),
        })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((row) => row.id));
  }
  const rng = new Random('bench-alerts');
  const perPerson = new Map<string, number>();
  for (let from = 0; from < SEARCHES; from += 1000) {
    const values = [];
    for (let i = from; i < Math.min(from + 1000, SEARCHES); i++) {
      let owner = rng.pick(ids);
      while ((perPerson.get(owner) ?? 0) >= 25) owner = rng.pick(ids);
      perPerson.set(owner, (perPerson.get(owner) ?? 0) + 1);
      const filters = SavedSearchFiltersSchema.parse(randomFilters(rng));
      values.push({
        user_id: owner,
        name: `Search ${i}`,
        filters: JSON.stringify(filters),
        frequency: rng.weighted([
          ['instant', 50],
          ['daily', 30],
          ['weekly', 15],
          ['off', 5],
        ] as const),
        link_key: newLinkKey(),
        ...savedSearchColumns(filters),
      });
    }
    await db.insertInto('saved_searches').values(values).execute();
  }
  await sql`VACUUM ANALYZE saved_searches`.execute(db);
}

/**
 * What a burst wrote (matches, notices, outbox rows, queued jobs) is removed after it; before it, any
 * undelivered outbox row is dropped too, so the relay works on the burst alone.
 */
async function cleanUp(db: Db, since: Date) {
  // Every pair here is the benchmark's; a TRUNCATE leaves no dead rows for autovacuum to chew on during the
  // next run's burst.
  await sql`TRUNCATE saved_search_matches`.execute(db);
  await sql`DELETE FROM notices WHERE recipient_id IS NOT NULL AND created_at >= ${since}`.execute(db);
  await sql`DELETE FROM outbox_events WHERE created_at >= ${since} OR delivered_at IS NULL`.execute(db);
  for (const name of Object.values(QUEUES)) {
    const queue = new Queue(name, { connection: { url: REDIS_URL }, prefix: PREFIX });
    await queue.obliterate({ force: true });
    await queue.close();
  }
}

console.log(
  `bench: load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} before`,
);
await prepareBenchDatabase({ url: BENCH_DATABASE_URL, listings: 1_000_000, repoRoot });
const db = createDatabase(BENCH_DATABASE_URL, { max: 8, applicationName: 'ile-bench-alerts' });
let failed = false;
try {
  await ensureSavedSearches(db);
  await cleanUp(db, new Date());
  const quotes = await listExchangeRates(db);
  const { rows: sample } = await sql<{ id: string }>`
    SELECT id FROM properties TABLESAMPLE SYSTEM (1) WHERE status = 'published'
    ORDER BY random() LIMIT ${SAMPLES + WARM_UP + BURST}`.execute(db);
  const ids = sample.map((row) => row.id);

  // 2. One new listing's matching saved searches: found (the statement's lookup), then found and recorded
  //    (the insert the worker makes, rolled back after each so every sample starts from the same state).
  const found: number[] = [];
  const recorded: number[] = [];
  let matched = 0;
  for (const [index, id] of ids.slice(0, SAMPLES + WARM_UP).entries()) {
    const started = performance.now();
    const matches = await findMatchingSavedSearches(db, [id], quotes);
    const between = performance.now();
    await db
      .transaction()
      .execute(async (trx) => {
        await matchSavedSearches(trx, [id], 'published', quotes);
        throw new RollBack();
      })
      .catch((error) => {
        if (!(error instanceof RollBack)) throw error;
      });
    if (index < WARM_UP) continue;
    found.push(between - started);
    recorded.push(performance.now() - between);
    matched += matches.length;
  }
  const p95 = percentile(found, 0.95);
  const line = (name: string, values: number[]) =>
    `  ${name.padEnd(22)} p50 ${percentile(values, 0.5).toFixed(2).padStart(7)} ms  p95 ${percentile(values, 0.95).toFixed(2).padStart(7)} ms  p99 ${percentile(values, 0.99).toFixed(2).padStart(7)} ms  max ${Math.max(
      ...values,
    )
      .toFixed(2)
      .padStart(7)} ms`;
  console.log(
    `bench: one new listing against ${SEARCHES.toLocaleString('en')} saved searches (${found.length} random published listings, concurrency 1, ${(matched / found.length).toFixed(1)} matches each on average)`,
  );
  console.log(
    `${line('found', found)}   target p95 <= ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'MISSED'}`,
  );
  console.log(line('found and recorded', recorded));
  if (p95 > TARGET_P95_MS) failed = true;

  // 3. A burst of listings published at once, through the outbox, the relay and the alerts queue.
  const burst = ids.slice(SAMPLES + WARM_UP, SAMPLES + WARM_UP + BURST);
  const since = new Date();
  await db.transaction().execute(async (trx) => {
    for (const propertyId of burst)
      await appendOutboxEvent(trx, outboxEvent('property.published', { propertyId }));
  });
  const alerts = new Queue(QUEUES.alerts, { connection: { url: REDIS_URL }, prefix: PREFIX });
  const started = performance.now();
  const runtime = startWorkerRuntime({
    db,
    redisUrl: REDIS_URL,
    prefix: PREFIX,
    log: pino({ level: 'warn' }),
    concurrency: 4,
    schedules: { enabled: false },
  });
  // Polled by the completed set's size (one ZCARD): fetching every finished job each time would load Redis
  // and this process as much as the worker. Instant emails are removed when done, so only match jobs stay.
  while (performance.now() - started < 300_000) {
    if ((await alerts.getCompletedCount()) >= burst.length) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const seconds = (performance.now() - started) / 1000;
  await runtime.stop();
  const done = (await alerts.getJobs(['completed'], 0, -1)).filter(
    (job) => job.name === JOBS.alerts.matchSavedSearches,
  ).length;
  const delayed = (await alerts.getJobs(['delayed'], 0, -1)).filter(
    (j) => j.name === JOBS.alerts.sendInstantAlert,
  );
  const { rows: counts } = await sql<{ matches: number; notices: number }>`
    SELECT (SELECT count(*)::int FROM saved_search_matches) AS matches,
      (SELECT count(*)::int FROM notices WHERE recipient_id IS NOT NULL AND created_at >= ${since}) AS notices`.execute(
    db,
  );
  await alerts.close();
  console.log(
    `bench: burst of ${burst.length} listings published at once: ${done} matched in ${seconds.toFixed(1)} s (worker concurrency 4, from the outbox write), ${counts[0]?.matches ?? 0} matches recorded, ${counts[0]?.notices ?? 0} instant in-app notices, ${delayed.length} instant email jobs queued   target <= ${TARGET_BURST_S} s: ${done >= burst.length && seconds <= TARGET_BURST_S ? 'met' : 'MISSED'}`,
  );
  if (done < burst.length || seconds > TARGET_BURST_S) failed = true;
  await cleanUp(db, since);
} finally {
  await db.destroy();
}
process.exit(failed ? 1 : 0);
