// EXPLAIN ANALYZE of the statements each search of the benchmark mix issues, against the benchmark
// database (BENCH_DATABASE_URL, default ile_bench): the plans quoted in docs/performance.md.
//   npx tsx services/api/bench/explain.ts [shape name or query string ('keyWord=wuse&state=Lagos') ...]
import { SearchPropertiesQuery } from '@ile/shared';
import { type CompiledQuery, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createSearchService } from '../src/modules/search/search.service';
import { SEARCH_MIX } from './search-mix';

const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ile_bench';
const wanted = process.argv.slice(2);
const pool = new pg.Pool({ connectionString: url, max: 2 });
const captured: { query: CompiledQuery; ms: number }[] = [];
// The service's own SQL, captured as it runs (the rate table read is cached, so it shows once at most).
const capturing = new Kysely<never>({
  dialect: new PostgresDialect({ pool }),
  log: (event) => {
    if (event.level === 'query') captured.push({ query: event.query, ms: event.queryDurationMillis });
  },
});
const service = createSearchService(capturing as never);

const adHoc = wanted.filter((arg) => arg.includes('=')).map((query) => ({ name: 'ad hoc', query }));
const shapes = [...SEARCH_MIX.filter((s) => wanted.length === 0 || wanted.includes(s.name)), ...adHoc];
for (const shape of shapes) {
  const query = SearchPropertiesQuery.parse(Object.fromEntries(new URLSearchParams(shape.query)));
  await service.search(query);
  captured.length = 0;
  const started = performance.now();
  const result = await service.search(query);
  const elapsed = performance.now() - started;
  console.log(`\n=== ${shape.name}: ${shape.query}`);
  console.log(
    `    ${result.properties.length} rows, totalItems ${result.totalItems}${result.totalIsEstimate ? ' (estimate)' : ''}, ${elapsed.toFixed(1)} ms in the service`,
  );
  for (const { query: statement, ms } of [...captured]) {
    const text = statement.sql.replace(/\s+/g, ' ');
    if (statement.sql.startsWith('EXPLAIN')) {
      console.log(`--- [${ms.toFixed(2)} ms] ${text.slice(0, 160)}...`);
      continue;
    }
    console.log(`--- [${ms.toFixed(2)} ms] ${text}`);
    console.log(`    params: ${JSON.stringify(statement.parameters)}`);
    const plan = await pool.query(
      `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement.sql}`,
      statement.parameters as unknown[],
    );
    for (const row of plan.rows) console.log(`    ${row['QUERY PLAN']}`);
  }
}
await capturing.destroy();
