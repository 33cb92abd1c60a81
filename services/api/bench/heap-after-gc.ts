// Is the api retaining memory per request? RSS under load saws with garbage collection, so a 10-minute RSS
// trend cannot tell garbage from growth; the live heap after a full collection can. This drives the read and
// write mix of bench:load through the real app (inject, real PostgreSQL and Redis) and prints the heap left
// after two forced collections every ROUND requests.
//
//   node --expose-gc --import tsx services/api/bench/heap-after-gc.ts [rounds]
import { createLocalStorage } from '@ile/db';
import { DEMO_PASSWORD, seedDemoData } from '@ile/db/seed';
import { createTestApp } from '../test/helpers/test-app';
import { SEARCH_MIX } from './search-mix';

const ROUND = 4000;
const rounds = Number(process.argv[2] ?? 10);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc --import tsx');

const t = await createTestApp();
await t.app.ready();
const scratch = `/tmp/${t.database.name}`;
await seedDemoData(t.database.db, {
  listings: 300,
  storage: createLocalStorage(`${scratch}-media`),
  privateStorage: createLocalStorage(`${scratch}-private`),
});
const ids = (await t.database.db.selectFrom('properties').select('id').limit(200).execute()).map((r) => r.id);
const login = await t.app.inject({
  method: 'POST',
  url: '/api/v1/auth/login',
  payload: { email: 'user@ile.test', password: DEMO_PASSWORD },
});
const signedIn = { authorization: `Bearer ${login.json().data.accessToken}`, 'accept-encoding': 'gzip' };
const anonymous = { 'accept-encoding': 'gzip' };

let sent = 0;
/** One request of the mix: home data, searches, a listing and its view count, saving. */
function request(i: number) {
  const id = ids[i % ids.length] ?? '';
  switch (i % 8) {
    case 0:
      return t.app.inject({ url: '/api/v1/property/display', headers: anonymous });
    case 1:
      return t.app.inject({ url: '/api/v1/property/trending', headers: anonymous });
    case 5:
      return t.app.inject({ method: 'POST', url: `/api/v1/property/property/${id}`, headers: signedIn });
    case 6:
      // A different visitor each time, so every call counts a view (and writes).
      return t.app.inject({
        url: `/api/v1/property/increase-view/${id}`,
        headers: { ...anonymous, 'x-forwarded-for': `10.0.${i % 250}.${i % 200}` },
      });
    case 7:
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/wishlist/toggle-wishlist',
        headers: signedIn,
        payload: { propertyId: id },
      });
    default:
      return t.app.inject({
        url: `/api/v1/property/search?${SEARCH_MIX[i % SEARCH_MIX.length]?.query}`,
        headers: signedIn,
      });
  }
}

async function round(): Promise<void> {
  for (let i = 0; i < ROUND; i++) {
    const res = await request(sent++);
    if (res.statusCode >= 400) throw new Error(`${res.statusCode} ${res.body.slice(0, 200)}`);
  }
}

const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);
await round(); // warm-up: JIT, pools, prepared plans
const heaps: number[] = [];
for (let r = 0; r < rounds; r++) {
  await round();
  gc();
  gc();
  const m = process.memoryUsage();
  heaps.push(m.heapUsed);
  console.log(`after ${sent} requests: live heap ${mb(m.heapUsed)} MB, rss ${mb(m.rss)} MB`);
}
const first = heaps[0] ?? 0;
const last = heaps.at(-1) ?? 0;
console.log(
  `live heap after GC: ${mb(first)} → ${mb(last)} MB over ${ROUND * (rounds - 1)} requests ` +
    `(${((last - first) / 1024 / ((ROUND * (rounds - 1)) / 1000)).toFixed(2)} KB per 1,000 requests)`,
);
await t.close();
