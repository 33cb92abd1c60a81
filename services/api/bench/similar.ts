// npm run bench:similar — similar listings at a million (issue 19, item 4).
//
// 1. Makes sure the benchmark database (BENCH_DATABASE_URL, default ile_bench) is migrated and seeded
//    (prepareBenchDatabase: a million listings, VACUUM ANALYZE).
// 2. Picks BENCH_SAMPLES (300) random published listings and, one at a time (concurrency 1), times what
//    GET /api/v1/property/{id}/similar asks of the database: the listing's lookup plus the similar statement
//    (listSimilarCards), and the whole answer as the catalogue service builds it (cards with their images).
// 3. Prints p50/p95/p99/max of each, the plan of one statement (it must walk properties_published_similar_idx,
//    never scan a state), and exits 1 when the statement's p95 is over 15 ms.
// The machine is shared: run it when `uptime` says the load is under 2, and read the figures as noisy otherwise.
import { loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createDatabase } from '@ile/db';
import {
  findSimilarTarget,
  listSimilarCards,
  similarCardsStatement,
} from '@ile/db/repositories/similar-listings.repository';
import { BENCH_DATABASE_URL, prepareBenchDatabase } from '@ile/db/testing/bench-database';
import { SIMILAR_LISTINGS_LIMIT } from '@ile/shared';
import { sql } from 'kysely';
import { createCatalogueService } from '../src/modules/property/catalogue.service';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');
const SAMPLES = Number(process.env.BENCH_SAMPLES || 300);
const WARM_UP = 30;
const TARGET_P95_MS = 15;

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
};
const line = (name: string, values: number[]) =>
  `${name.padEnd(34)} p50 ${percentile(values, 0.5).toFixed(2).padStart(6)} ms  p95 ${percentile(values, 0.95).toFixed(2).padStart(6)} ms  p99 ${percentile(values, 0.99).toFixed(2).padStart(6)} ms  max ${Math.max(
    ...values,
  )
    .toFixed(2)
    .padStart(6)} ms`;

console.log(
  `bench: load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} before`,
);
await prepareBenchDatabase({ url: BENCH_DATABASE_URL, listings: 1_000_000, repoRoot });

const db = createDatabase(BENCH_DATABASE_URL, { max: 2, applicationName: 'ile-bench-similar' });
try {
  // A random sample without reading every row: a few pages of the table, then published listings among them.
  const { rows: sample } = await sql<{ id: string }>`
    SELECT id FROM properties TABLESAMPLE SYSTEM (1) WHERE status = 'published'
    ORDER BY random() LIMIT ${SAMPLES + WARM_UP}`.execute(db);
  const ids = sample.map((row) => row.id);
  const catalogue = createCatalogueService(db);

  const statement: number[] = [];
  const endpoint: number[] = [];
  let found = 0;
  for (const [index, id] of ids.entries()) {
    const started = performance.now();
    const target = await findSimilarTarget(db, id);
    if (!target) continue;
    const rows = await listSimilarCards(db, target, SIMILAR_LISTINGS_LIMIT);
    const queried = performance.now();
    await catalogue.similar(id);
    const answered = performance.now();
    if (index < WARM_UP) continue;
    found += rows.length;
    statement.push(queried - started);
    endpoint.push(answered - queried);
  }
  console.log(
    `bench: ${statement.length} random published listings of ${BENCH_DATABASE_URL.replace(/\/\/.*@/, '//')}, concurrency 1, ${(found / statement.length).toFixed(1)} similar each on average`,
  );
  console.log(line('lookup + similar statement', statement));
  console.log(line('whole answer (cards and images)', endpoint));

  const probe = await findSimilarTarget(db, ids[0] as string);
  if (probe) {
    const { rows } = await sql<{ 'QUERY PLAN': string }>`
      EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${similarCardsStatement(probe, SIMILAR_LISTINGS_LIMIT)}`.execute(
      db,
    );
    console.log('plan of one similar statement:');
    for (const row of rows) console.log(`  ${row['QUERY PLAN']}`);
    const text = rows.map((row) => row['QUERY PLAN']).join('\n');
    if (/Seq Scan on properties|Bitmap Heap Scan on properties/.test(text) || !text.includes('similar_idx')) {
      console.error('bench: the similar statement does not walk properties_published_similar_idx');
      process.exitCode = 1;
    }
  }
  console.log(
    `bench: load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} after`,
  );
  const p95 = percentile(statement, 0.95);
  if (p95 > TARGET_P95_MS) {
    console.error(`bench: p95 ${p95.toFixed(2)} ms is over the target of ${TARGET_P95_MS} ms`);
    process.exitCode = 1;
  } else {
    console.log(`bench: p95 ${p95.toFixed(2)} ms is within the target of ${TARGET_P95_MS} ms`);
  }
} finally {
  await db.destroy();
}
