// npm run bench:manage-listings — the manage area's listings table for a big agency (issue 22, item 3).
//
// 1. Creates a database of its own (a clone of the migrated test template; dropped at the end) and seeds an
//    agency whose BENCH_AGENTS (20) affiliated agents list BENCH_LISTINGS (1,000) listings between them, each
//    with 90 days of figures (views, saves, reveals, enquiries every day: the worst case for the 30-day sums),
//    beside BENCH_BACKGROUND (20,000) other people's listings with 30 days of figures each, then VACUUM ANALYZE.
//    Then runs the worker's similar-listings medians refresh once (timed), as its 6-hourly job would have.
// 2. Through the production app (app.inject: token check, validation, the service, serialisation), asks for the
//    agency's listings BENCH_SAMPLES (300) times, one at a time: a random sort (newest or a figure, either way)
//    and one of the first five pages of 10 (the site's page size).
// 3. Prints p50/p95/p99/max of the whole answer and, apart, of the dashboard and a listing's performance page,
//    the plan of the sorted statement, and exits 1 when the table's p95 is over 50 ms.
// The machine is shared: the figure is noisy when `uptime` says the load is over 2 (printed before and after).
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { refreshAllPeerMedians } from '@ile/db/repositories/listing-figures.repository';
import { managedListingsStatement } from '@ile/db/repositories/managed-listings.repository';
import { insertTestUser } from '@ile/db/testing/rows';
import { createTestDatabase, TEST_REDIS_URL, testRedisPrefix } from '@ile/db/testing/test-database';
import { FIGURE_WINDOW_DAYS, MANAGED_LISTING_SORTS } from '@ile/shared';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

const LISTINGS = Number(process.env.BENCH_LISTINGS || 1000);
const AGENTS = Number(process.env.BENCH_AGENTS || 20);
const BACKGROUND = Number(process.env.BENCH_BACKGROUND || 20_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES || 300);
const WARM_UP = 20;
const PAGE_SIZE = 10;
const TARGET_P95_MS = 50;

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(2).padStart(7)} ms`;
const line = (name: string, values: number[]) =>
  `${name.padEnd(40)} p50 ${ms(percentile(values, 0.5))}  p95 ${ms(percentile(values, 0.95))}  p99 ${ms(percentile(values, 0.99))}  max ${ms(Math.max(...values))}`;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)] as T;

console.log(`bench: load average ${load()} before`);
const database = await createTestDatabase();
const db = database.db;
const app = await buildApp(
  loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    REDIS_URL: TEST_REDIS_URL,
    REDIS_PREFIX: testRedisPrefix(),
    JWT_SECRET: 'bench-manage-listings-secret-of-enough-length',
    SITE_DIST: '/nonexistent/site',
    ADMIN_DIST: '/nonexistent/admin',
    MEDIA_DIR: `/tmp/${database.name}-media`,
    PRIVATE_DIR: `/tmp/${database.name}-private`,
  }),
);
try {
  await app.ready();
  const seeded = performance.now();
  const agencyUser = await insertTestUser(db, 'Agency');
  const agency = await db
    .insertInto('agencies')
    .values({ user_id: agencyUser.id, agency_name: 'Bench Realty', approved_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const agentUsers: string[] = [];
  for (let i = 0; i < AGENTS; i++) {
    const user = await insertTestUser(db, `Agent${i}`);
    await db.insertInto('agents').values({ user_id: user.id, agency_id: agency.id }).execute();
    agentUsers.push(user.id);
  }
  const others = await Promise.all(Array.from({ length: 50 }, (_, i) => insertTestUser(db, `Other${i}`)));
  const listingsOf = (owners: string[], count: number, label: string) => sql`
    INSERT INTO properties (owner_id, title, description, address, state, state_code, country, price, currency,
      duration, category, property_type, status, created_at)
    SELECT (${owners}::uuid[])[1 + i % ${owners.length}], ${label} || ' ' || i, 'A flat', '1 Marina', 'Lagos', 'LA',
      'NG', 100000 + i, 'NGN', 'year', (ARRAY['rental', 'sale', 'lease'])[1 + i % 3], 'residential',
      CASE WHEN i % 20 = 0 THEN 'draft' ELSE 'published' END, now() - i * interval '1 minute'
    FROM generate_series(1, ${count}) AS i`;
  await listingsOf(agentUsers, LISTINGS, 'Team listing').execute(db);
  await listingsOf(
    others.map((user) => user.id),
    BACKGROUND,
    'Other listing',
  ).execute(db);
  await sql`
    INSERT INTO listing_daily_figures (property_id, day, views, saves, reveals, enquiries)
    SELECT p.id, CURRENT_DATE - d, (random() * 40)::int, (random() * 4)::int, (random() * 6)::int,
      (random() * 3)::int
    FROM properties p
    CROSS JOIN generate_series(0, 89) AS d
    WHERE p.owner_id = ANY(${agentUsers}::uuid[])`.execute(db);
  await sql`
    INSERT INTO listing_daily_figures (property_id, day, views)
    SELECT p.id, CURRENT_DATE - d, (random() * 40)::int
    FROM properties p
    CROSS JOIN generate_series(0, 29) AS d
    WHERE NOT p.owner_id = ANY(${agentUsers}::uuid[])`.execute(db);
  await sql`VACUUM ANALYZE`.execute(db);
  // What the worker's refresh-peer-medians does every 6 hours, timed once.
  const refreshStarted = performance.now();
  const groups = await refreshAllPeerMedians(db, FIGURE_WINDOW_DAYS);
  console.log(
    `bench: the worker's medians refresh wrote ${groups} groups over ${LISTINGS + BACKGROUND} listings in ${(performance.now() - refreshStarted).toFixed(0)} ms`,
  );
  console.log(
    `bench: seeded ${LISTINGS} listings of ${AGENTS} agents of one agency (90 days of figures each) and ${BACKGROUND} others in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );

  const headers = {
    authorization: `Bearer ${app.signAccessToken({
      userId: agencyUser.id,
      email: agencyUser.email,
      role: 'Agency',
      staffRole: null,
    })}`,
  };
  const timed = async (url: string, method: 'GET' | 'POST' = 'GET') => {
    const started = performance.now();
    const res = await app.inject({ method, url, headers, ...(method === 'POST' ? { payload: {} } : {}) });
    const took = performance.now() - started;
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
    return { took, body: res.json() };
  };

  const table: number[] = [];
  let firstPage: { id: string }[] = [];
  for (let i = 0; i < SAMPLES + WARM_UP; i++) {
    const sort = pick(MANAGED_LISTING_SORTS);
    const order = pick(['asc', 'desc']);
    const page = 1 + Math.floor(Math.random() * 5);
    const { took, body } = await timed(
      `/api/v1/agent/agent-listings/${agencyUser.id}?page=${page}&size=${PAGE_SIZE}&sort=${sort}&order=${order}`,
    );
    if (body.data.totalItems !== LISTINGS)
      throw new Error(`expected ${LISTINGS} listings, got ${body.data.totalItems}`);
    if (i === 0) firstPage = body.data.agentListings;
    if (i >= WARM_UP) table.push(took);
  }
  const dashboard: number[] = [];
  const chart: number[] = [];
  for (let i = 0; i < 50; i++) {
    dashboard.push((await timed('/api/v1/user/dashboard-data', 'POST')).took);
    chart.push((await timed(`/api/v1/manage/listings/${pick(firstPage).id}/performance`)).took);
  }

  console.log(
    `bench: ${table.length} answers of GET /api/v1/agent/agent-listings (random sort and order, pages 1-5 of ${PAGE_SIZE}), concurrency 1`,
  );
  console.log(line('listings table (whole answer)', table));
  console.log(line('dashboard (team sums, 50)', dashboard));
  console.log(line('performance page (90 days + medians, 50)', chart));

  const statement = managedListingsStatement(db, agencyUser.id, {
    offset: 0,
    limit: PAGE_SIZE,
    sort: 'views',
    order: 'desc',
  }).compile();
  const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql.raw(
    inlined(statement.sql, statement.parameters),
  )}`.execute(db);
  console.log('plan of the table sorted by views:');
  for (const row of rows) console.log(`  ${row['QUERY PLAN']}`);

  console.log(`bench: load average ${load()} after`);
  const p95 = percentile(table, 0.95);
  if (p95 > TARGET_P95_MS) {
    console.error(`bench: p95 ${p95.toFixed(2)} ms is over the target of ${TARGET_P95_MS} ms`);
    process.exitCode = 1;
  } else {
    console.log(`bench: p95 ${p95.toFixed(2)} ms is within the target of ${TARGET_P95_MS} ms`);
  }
} finally {
  await app.close();
  await database.destroy();
}

/** A compiled statement with its parameters inlined, for EXPLAIN (uuids, numbers and words only here). */
function inlined(text: string, parameters: readonly unknown[]): string {
  return parameters.reduceRight<string>(
    (result, value, i) => result.replaceAll(`$${i + 1}`, `'${String(value).replaceAll("'", "''")}'`),
    text,
  );
}
