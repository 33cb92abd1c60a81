// npm run bench:duplicates — copied-photo detection (issue 18; docs/trust.md, "Copied photos").
//
// 1. Lookup at scale. On the benchmark database (BENCH_DATABASE_URL, default ile_bench, seeded with
//    BENCH_LISTINGS = 1,000,000 listings if it holds fewer) it makes sure BENCH_HASHES (default 1,000,000)
//    listing photos carry a hash and no others do. The seed's pictures come from a pool of a couple of dozen
//    drawings, so their own hashes would be a couple of dozen values repeated a million times; the bench
//    gives each photo 64 random bits instead (from the md5 of its id, so every run stores the same values),
//    which is what a million distinct photos look like to the index when their bits are balanced (the
//    figures printed under "bit balance" below say how far real hashes of distinct pictures are from that).
//    It then times BENCH_PROBES (default 3,000) lookups through the repository function the worker uses,
//    findSimilarPhotos, half near a stored photo (0..threshold bits flipped), half random; prints
//    p50/p95/p99 against the target p95 ≤ 20 ms; and checks the first 200 against a brute-force scan of
//    every stored hash (the index must find exactly the same photos). Then it times a third as many photos
//    looked up as the worker looks up a new photo, findCopiesOfPhoto: its hash and eight crop probes in one
//    statement (the same target).
// 2. Detection. It draws BENCH_DISTINCT (default 600) distinct pictures with the seed's scene generators
//    (every kind of exterior and interior), and plants copies of the first BENCH_ORIGINALS (default 300):
//    each re-encoded at another JPEG quality, resized to 50-80 %, cropped by up to 10 % on each side,
//    brightened or darkened by up to 15 %, and given a small corner logo (five copies per original, one of
//    each). Every copy and distinct picture is judged as the worker judges a new photo, by its hash and its
//    crop probes (lookupDistance). It prints the distances of copies to their originals and of distinct
//    pictures to each other, the threshold those figures allow, and the confusion table at
//    PHOTO_MATCH_MAX_DISTANCE (targets:
//    ≥ 95 % of copies flagged, ≤ 1 % of distinct photos falsely flagged). Then, in a transaction it rolls
//    back, it stores the originals' hashes among the million and looks every copy and every other distinct
//    picture up through findCopiesOfPhoto, as the worker would (at most PHOTO_FLAGS_PER_PHOTO flags).
// Exits 1 when a target is missed or the index and the brute-force scan disagree. BENCH_ONLY=lookup or
// BENCH_ONLY=detection runs one part.
import { randomUUID } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, type Db } from '@ile/db';
import { hammingDistance, hashFromInt8, hashToInt8 } from '@ile/db/media/hash-bits';
import {
  hashPicture,
  type PhotoHash,
  renderListingVariants,
  svgToJpeg,
} from '@ile/db/media/image-processing';
import {
  findCopiesOfPhoto,
  findSimilarPhotos,
  similarPhotosQuery,
} from '@ile/db/repositories/photo-hashes.repository';
import { Random } from '@ile/db/seed/random';
import { type ExteriorKind, exteriorScene } from '@ile/db/seed/scenes/exteriors';
import { type InteriorKind, interiorScene } from '@ile/db/seed/scenes/interiors';
import { BENCH_DATABASE_URL, prepareBenchDatabase } from '@ile/db/testing/bench-database';
import { editPicture, type PictureEdit } from '@ile/db/testing/pictures';
import { PHOTO_FLAGS_PER_PHOTO, PHOTO_MATCH_MAX_DISTANCE, PHOTO_PROBE_MAX_DISTANCE } from '@ile/shared';
import { sql } from 'kysely';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');
const env = process.env;
const settings = {
  listings: Number(env.BENCH_LISTINGS || 1_000_000),
  hashes: Number(env.BENCH_HASHES || 1_000_000),
  probes: Number(env.BENCH_PROBES || 3000),
  distinct: Number(env.BENCH_DISTINCT || 600),
  originals: Number(env.BENCH_ORIGINALS || 300),
  /** `lookup` or `detection` runs only that part (while developing); both by default. */
  only: env.BENCH_ONLY,
};
const THRESHOLD = PHOTO_MATCH_MAX_DISTANCE;
const TARGETS = { p95Ms: 20, copiesFlagged: 0.95, distinctFlagged: 0.01 };
const WARM_UP_PROBES = 100;
const BRUTE_FORCE_CHECKS = 200;
const EXTERIORS: ExteriorKind[] = ['bungalow', 'duplex', 'apartment', 'office', 'warehouse', 'land'];
const INTERIORS: InteriorKind[] = ['living-room', 'bedroom', 'kitchen'];

const missed: string[] = [];
const check = (ok: boolean, what: string) => {
  if (!ok) missed.push(what);
};
const pct = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} %`;
const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

/** Runs `task` over `items`, `width` at a time (sharp already uses both cores for one picture). */
async function pooled<T, R>(items: readonly T[], width: number, task: (item: T, i: number) => Promise<R>) {
  const results = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i] as T, i);
      }
    }),
  );
  return results;
}

// ---------------------------------------------------------------------------------------------------------
// 1. The stored hashes and the lookup

/** The bench's stored hash of an image: 64 random bits from its id (the same on every run). */
const benchHash = sql`('x' || substr(md5(id::text), 1, 16))::bit(64)::bigint`;

/** Makes exactly `count` photos of published listings carry their bench hash, and no other photo any hash. */
async function storeHashes(db: Db, count: number): Promise<void> {
  const started = performance.now();
  const stray = await sql`UPDATE property_images SET phash = NULL
    WHERE phash IS NOT NULL AND phash <> ${benchHash}`.execute(db);
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM property_images WHERE phash IS NOT NULL`.execute(db);
  const stored = rows[0]?.n ?? 0;
  let changed = Number(stray.numAffectedRows ?? 0);
  if (stored > count) {
    const result = await sql`UPDATE property_images SET phash = NULL WHERE id IN (
      SELECT id FROM property_images WHERE phash IS NOT NULL ORDER BY position, id OFFSET ${count})`.execute(
      db,
    );
    changed += Number(result.numAffectedRows ?? 0);
  } else if (stored < count) {
    console.log(`bench: storing ${(count - stored).toLocaleString('en')} more photo hashes (not measured)`);
    const result = await sql`UPDATE property_images SET phash = ${benchHash} WHERE id IN (
      SELECT i.id FROM property_images i JOIN properties p ON p.id = i.property_id
      WHERE i.phash IS NULL AND p.status = 'published' ORDER BY i.position, i.id LIMIT ${count - stored})`.execute(
      db,
    );
    changed += Number(result.numAffectedRows ?? 0);
  }
  if (changed > 0) await sql`VACUUM (ANALYZE) property_images`.execute(db);
  const { rows: after } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM property_images i JOIN properties p ON p.id = i.property_id
    WHERE i.phash IS NOT NULL AND p.status = 'published'`.execute(db);
  const live = after[0]?.n ?? 0;
  console.log(
    `bench: ${live.toLocaleString('en')} photo hashes of published listings stored (${changed.toLocaleString('en')} rows changed, ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  check(live >= count, `only ${live} of ${count} photo hashes could be stored (too few listing photos)`);
}

/** Every stored hash in memory, as two 32-bit halves, for the brute-force check. */
async function loadStored(db: Db) {
  const { rows } = await sql<{ id: string; phash: string }>`
    SELECT i.id, i.phash::text AS phash FROM property_images i JOIN properties p ON p.id = i.property_id
    WHERE i.phash IS NOT NULL AND p.status = 'published'`.execute(db);
  const high = new Uint32Array(rows.length);
  const low = new Uint32Array(rows.length);
  rows.forEach((row, i) => {
    const hash = hashFromInt8(row.phash);
    high[i] = Number(hash >> 32n);
    low[i] = Number(hash & 0xffffffffn);
  });
  return { ids: rows.map((row) => row.id), high, low };
}

const popCount32 = (value: number) => {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

function bruteForce(stored: Awaited<ReturnType<typeof loadStored>>, hash: bigint): Set<string> {
  const high = Number(hash >> 32n);
  const low = Number(hash & 0xffffffffn);
  const found = new Set<string>();
  for (let i = 0; i < stored.ids.length; i++) {
    const d =
      popCount32(((stored.high[i] as number) ^ high) >>> 0) +
      popCount32(((stored.low[i] as number) ^ low) >>> 0);
    if (d <= THRESHOLD) found.add(stored.ids[i] as string);
  }
  return found;
}

const randomHash = (rng: Random) =>
  (BigInt(Math.floor(rng.next() * 2 ** 32)) << 32n) | BigInt(Math.floor(rng.next() * 2 ** 32));

function flipBits(rng: Random, hash: bigint, count: number): bigint {
  const bits = new Set<number>();
  while (bits.size < count) bits.add(rng.int(0, 63));
  let flipped = hash;
  for (const bit of bits) flipped ^= 1n << BigInt(bit);
  return flipped;
}

async function benchLookup(db: Db): Promise<void> {
  await storeHashes(db, settings.hashes);
  const stored = await loadStored(db);
  const rng = new Random('duplicates-bench:probes');
  const probe = (i: number) => {
    if (i % 2 === 1 || stored.ids.length === 0) return randomHash(rng);
    const at = rng.int(0, stored.ids.length - 1);
    const hash = (BigInt(stored.high[at] as number) << 32n) | BigInt(stored.low[at] as number);
    return flipBits(rng, hash, rng.int(0, THRESHOLD));
  };
  const lookup = (hash: bigint) =>
    findSimilarPhotos(db, { hash, maxDistance: THRESHOLD, excludeOwnerId: null, limit: 100_000 });

  for (let i = 0; i < WARM_UP_PROBES; i++) await lookup(probe(i));
  const loadBefore = loadavg()[0] ?? 0;
  const times: number[] = [];
  let found = 0;
  let mismatches = 0;
  for (let i = 0; i < settings.probes; i++) {
    const hash = probe(i);
    const started = performance.now();
    const matches = await lookup(hash);
    times.push(performance.now() - started);
    found += matches.length;
    if (i < BRUTE_FORCE_CHECKS) {
      const expected = bruteForce(stored, hash);
      const got = new Set(matches.map((m) => m.photoId));
      if (got.size !== expected.size || [...expected].some((id) => !got.has(id))) mismatches++;
    }
  }
  times.sort((a, b) => a - b);
  const load = `load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after, on ${cpus().length} cores`;
  const [p50, p95, p99] = [0.5, 0.95, 0.99].map((q) => quantile(times, q));
  console.log(
    `\nLookup: all photos within ${THRESHOLD} bits among ${stored.ids.length.toLocaleString('en')} stored hashes`,
  );
  console.log(
    `  ${settings.probes} probes (half near a stored photo, half random), after ${WARM_UP_PROBES} unmeasured: ` +
      `p50 ${p50?.toFixed(2)} ms, p95 ${p95?.toFixed(2)} ms, p99 ${p99?.toFixed(2)} ms, max ${times.at(-1)?.toFixed(2)} ms ` +
      `(target p95 ≤ ${TARGETS.p95Ms} ms); ${(found / settings.probes).toFixed(2)} photos found per probe; ${load}`,
  );
  // A photo unrelated to anything stored still matches a random hash within THRESHOLD bits by chance.
  let withinThreshold = 0;
  let choose = 1;
  for (let k = 0; k <= THRESHOLD; k++) {
    withinThreshold += choose;
    choose = (choose * (64 - k)) / (k + 1);
  }
  const chance = (withinThreshold / 2 ** 64) * stored.ids.length;
  console.log(
    `  chance matches: an unrelated photo finds ${chance.toFixed(4)} random hashes within ${THRESHOLD} bits among these (about ${((chance * 1_000_000) / Math.max(1, stored.ids.length)).toPrecision(2)} at a million)`,
  );
  console.log(
    `  brute-force check of the first ${Math.min(BRUTE_FORCE_CHECKS, settings.probes)} probes over every stored hash: ${mismatches} disagreements`,
  );
  check(
    (p95 ?? Number.POSITIVE_INFINITY) <= TARGETS.p95Ms,
    `lookup p95 ${p95?.toFixed(2)} ms > ${TARGETS.p95Ms} ms`,
  );
  check(mismatches === 0, `${mismatches} lookups disagree with the brute-force scan`);

  await benchPhotoLookup(db, probe);

  // As findSimilarPhotos runs it: JIT off.
  const plan = await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL jit = off`.execute(trx);
    const query = similarPhotosQuery({
      lookups: [{ hash: probe(0), maxDistance: THRESHOLD }],
      excludeOwnerId: null,
      limit: 100_000,
    });
    const { rows } = await sql<{
      'QUERY PLAN': string;
    }>`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${query}`.execute(trx);
    return rows;
  });
  console.log('  plan of one lookup near a stored photo:');
  for (const row of plan) console.log(`    ${row['QUERY PLAN']}`);
}

/**
 * What the worker does for one new photo: its hash within THRESHOLD and its eight crop probes within
 * PHOTO_PROBE_MAX_DISTANCE (findCopiesOfPhoto). A real photo's probes lie 8-20 bits from its hash; here each
 * is the hash with that many bits flipped.
 */
async function benchPhotoLookup(db: Db, probe: (i: number) => bigint): Promise<void> {
  const rng = new Random('duplicates-bench:photos');
  const photos = Array.from({ length: Math.ceil(settings.probes / 3) }, (_, i) => {
    const hash = probe(i);
    return { hash, probes: Array.from({ length: 8 }, () => flipBits(rng, hash, rng.int(8, 20))) };
  });
  const lookUp = (photo: (typeof photos)[number]) =>
    findCopiesOfPhoto(db, {
      ...photo,
      maxDistance: THRESHOLD,
      probeMaxDistance: PHOTO_PROBE_MAX_DISTANCE,
      excludeOwnerId: null,
      limit: 100_000,
    });
  for (const photo of photos.slice(0, 20)) await lookUp(photo);
  const loadBefore = loadavg()[0] ?? 0;
  const times: number[] = [];
  for (const photo of photos) {
    const started = performance.now();
    await lookUp(photo);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const [p50, p95, p99] = [0.5, 0.95, 0.99].map((q) => quantile(times, q));
  console.log(
    `  per photo (its hash and its 8 crop probes, as the worker looks a photo up): ${photos.length} photos: p50 ${p50?.toFixed(2)} ms, p95 ${p95?.toFixed(2)} ms, p99 ${p99?.toFixed(2)} ms, max ${times.at(-1)?.toFixed(2)} ms (target p95 ≤ ${TARGETS.p95Ms} ms); load average ${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after`,
  );
  check(
    (p95 ?? Number.POSITIVE_INFINITY) <= TARGETS.p95Ms,
    `lookup per photo p95 ${p95?.toFixed(2)} ms > ${TARGETS.p95Ms} ms`,
  );
}

// ---------------------------------------------------------------------------------------------------------
// 2. Detection on planted copies

/** A picture as the worker looks it up: its hash first, then its crop probes. */
const lookupHashesOf = (photoHash: PhotoHash, what: string): bigint[] => {
  if (photoHash.phash === null) throw new Error(`${what} has no hash: ${photoHash.why}`);
  return [photoHash.phash, ...photoHash.probes].map(hashFromInt8);
};
/**
 * How far a new picture is from a stored hash as the worker judges it: its own hash's distance, or a probe's
 * counted PROBE_PENALTY bits further (a probe matches only within PHOTO_PROBE_MAX_DISTANCE), so that one
 * threshold, THRESHOLD, says what is flagged.
 */
const PROBE_PENALTY = PHOTO_MATCH_MAX_DISTANCE - PHOTO_PROBE_MAX_DISTANCE;
const lookupDistance = ([hash, ...probes]: readonly bigint[], stored: bigint) =>
  Math.min(
    64,
    hammingDistance(hash as bigint, stored),
    ...probes.map((probe) => hammingDistance(probe, stored) + PROBE_PENALTY),
  );

/** One copy of each kind, its parameters drawn within the issue's ranges. */
function plantedEdits(rng: Random): PictureEdit[] {
  const side = () => (rng.next() < 0.5 ? rng.float(0, 0.1) : 0);
  const crop = { left: side(), top: side(), right: side(), bottom: side() };
  if (crop.left + crop.top + crop.right + crop.bottom === 0) crop.left = rng.float(0.02, 0.1);
  const corners = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
  return [
    { kind: 'reencode', quality: rng.int(30, 95) },
    { kind: 'resize', scale: rng.float(0.5, 0.8) },
    { kind: 'crop', ...crop },
    { kind: 'brightness', factor: 1 + (rng.next() < 0.5 ? -1 : 1) * rng.float(0.03, 0.15) },
    { kind: 'logo', corner: corners[rng.int(0, 3)] ?? 'bottom-right', size: rng.float(0.08, 0.15) },
  ];
}

interface Planted {
  original: number;
  edit: PictureEdit;
  /** Its hash and crop probes. */
  lookup: bigint[];
  distance: number;
}

async function benchDetection(db: Db): Promise<void> {
  const started = performance.now();
  const kinds = [...EXTERIORS, ...INTERIORS];
  const kindOf = (i: number) => kinds[i % kinds.length] as ExteriorKind | InteriorKind;
  const drawings = Array.from({ length: settings.distinct }, (_, i) => {
    const rng = new Random(`duplicates-bench:picture:${i}`);
    const kind = kindOf(i);
    return (EXTERIORS as string[]).includes(kind)
      ? exteriorScene(rng, kind as ExteriorKind)
      : interiorScene(rng, kind as InteriorKind);
  });
  const originals = await pooled(drawings, 2, (svg) => svgToJpeg(svg));
  const lookups = await pooled(originals, 2, async (jpeg, i) =>
    lookupHashesOf(await hashPicture(jpeg), `picture ${i}`),
  );
  const hashes = lookups.map(([hash]) => hash as bigint);
  const editRng = new Random('duplicates-bench:edits');
  const plans = originals
    .slice(0, settings.originals)
    .flatMap((_, original) => plantedEdits(editRng).map((edit) => ({ original, edit })));
  const planted: Planted[] = await pooled(plans, 2, async ({ original, edit }) => {
    const copy = await editPicture(originals[original] as Buffer, edit);
    const lookup = lookupHashesOf(await hashPicture(copy), `copy of ${original}`);
    return { original, edit, lookup, distance: lookupDistance(lookup, hashes[original] as bigint) };
  });
  // The worker hashes a listing's photos from the pixels it renders, an application's from the original.
  const pathDifferences = await pooled(originals.slice(0, 20), 1, async (jpeg, i) => {
    const rendered = await renderListingVariants(jpeg);
    return hammingDistance(
      lookupHashesOf(rendered.photoHash, `rendered ${i}`)[0] as bigint,
      hashes[i] as bigint,
    );
  });
  console.log(
    `\nDetection: ${settings.distinct} distinct pictures from the seed's scene generators, ${planted.length} planted copies of the first ${settings.originals} (${((performance.now() - started) / 1000).toFixed(0)} s to draw, edit and hash)`,
  );
  console.log(
    `  the same picture hashed from its original and from the worker's rendering: at most ${Math.max(...pathDifferences)} bits apart (20 pictures)`,
  );

  // Distinct pictures: the hashes of every pair, and each picture's nearest other picture as the worker
  // would find it (by its hash or one of its crop probes, against the other's stored hash).
  const pairHistogram = new Array<number>(65).fill(0);
  for (let i = 0; i < hashes.length; i++) {
    for (let j = i + 1; j < hashes.length; j++) {
      const d = hammingDistance(hashes[i] as bigint, hashes[j] as bigint);
      pairHistogram[d] = (pairHistogram[d] ?? 0) + 1;
    }
  }
  const nearest = lookups.map((lookup, i) =>
    Math.min(64, ...hashes.map((other, j) => (i === j ? 64 : lookupDistance(lookup, other)))),
  );
  const pairs = (hashes.length * (hashes.length - 1)) / 2;
  const meanPair = pairHistogram.reduce((sum, n, d) => sum + n * d, 0) / Math.max(1, pairs);
  const ones = Array.from(
    { length: 64 },
    (_, bit) => hashes.filter((h) => (h >> BigInt(bit)) & 1n).length / hashes.length,
  );
  console.log(
    `  bit balance of the distinct pictures' hashes: each bit set in ${pct(Math.min(...ones), 1)}-${pct(Math.max(...ones), 1)} of pictures; mean distance between two distinct pictures ${meanPair.toFixed(1)} bits (32 for random bits)`,
  );

  const copyHistogram = new Array<number>(65).fill(0);
  for (const copy of planted) copyHistogram[copy.distance] = (copyHistogram[copy.distance] ?? 0) + 1;
  const nearestHistogram = new Array<number>(65).fill(0);
  for (const d of nearest) nearestHistogram[d] = (nearestHistogram[d] ?? 0) + 1;
  const cumulative = (histogram: number[], upTo: number) =>
    histogram.slice(0, upTo + 1).reduce((a, b) => a + b, 0);
  console.log(
    '\n  distance | copies at it | copies within | distinct pairs within | distinct photos with another within',
  );
  const lastRow = Math.max(24, THRESHOLD + 6);
  for (let d = 0; d <= lastRow; d++) {
    console.log(
      `  ${String(d).padStart(8)} | ${String(copyHistogram[d]).padStart(12)} | ${pct(cumulative(copyHistogram, d), planted.length).padStart(13)} | ${pct(cumulative(pairHistogram, d), pairs).padStart(21)} | ${pct(cumulative(nearestHistogram, d), hashes.length).padStart(10)}`,
    );
  }
  const lowest = copyHistogram.findIndex(
    (_, d) => cumulative(copyHistogram, d) >= TARGETS.copiesFlagged * planted.length,
  );
  let highest = -1;
  for (let d = 0; d <= 64; d++) {
    if (cumulative(nearestHistogram, d) <= TARGETS.distinctFlagged * hashes.length) highest = d;
  }
  console.log(
    `\n  on this set the lowest threshold flagging ≥ 95 % of copies is ${lowest}, the highest flagging ≤ 1 % of distinct photos ${highest}${lowest <= highest ? '' : ' (no threshold meets both)'}; PHOTO_MATCH_MAX_DISTANCE = ${THRESHOLD}`,
  );

  console.log(
    `\n  distinct pictures with another distinct picture within ${THRESHOLD} bits, by what the generator drew:`,
  );
  for (const kind of kinds) {
    const ofKind = nearest.filter((_, i) => kindOf(i) === kind);
    console.log(
      `    ${kind.padEnd(12)} ${pct(ofKind.filter((d) => d <= THRESHOLD).length, ofKind.length).padStart(7)}   (nearest other picture: median ${quantile(
        [...ofKind].sort((a, b) => a - b),
        0.5,
      )} bits)`,
    );
  }

  console.log('\n  by kind of copy | flagged | distance p50 / p95 / max');
  for (const kind of ['reencode', 'resize', 'crop', 'brightness', 'logo'] as const) {
    const ofKind = planted.filter((copy) => copy.edit.kind === kind).map((copy) => copy.distance);
    ofKind.sort((a, b) => a - b);
    console.log(
      `  ${kind.padEnd(15)} | ${pct(ofKind.filter((d) => d <= THRESHOLD).length, ofKind.length).padStart(7)} | ${quantile(ofKind, 0.5)} / ${quantile(ofKind, 0.95)} / ${ofKind.at(-1)}`,
    );
  }

  const copiesFlagged = planted.filter((copy) => copy.distance <= THRESHOLD).length;
  const distinctFlagged = nearest.filter((d) => d <= THRESHOLD).length;
  console.log(`\n  confusion at ${THRESHOLD} bits (pictures against each other) | flagged | not flagged`);
  console.log(
    `  planted copies (${planted.length})`.padEnd(61) +
      `| ${`${copiesFlagged} (${pct(copiesFlagged, planted.length)})`.padEnd(15)} | ${planted.length - copiesFlagged}`,
  );
  console.log(
    `  distinct photos (${hashes.length})`.padEnd(61) +
      `| ${`${distinctFlagged} (${pct(distinctFlagged, hashes.length)})`.padEnd(15)} | ${hashes.length - distinctFlagged}`,
  );
  check(
    copiesFlagged >= TARGETS.copiesFlagged * planted.length,
    `only ${pct(copiesFlagged, planted.length)} of copies flagged`,
  );
  check(
    distinctFlagged <= TARGETS.distinctFlagged * hashes.length,
    `${pct(distinctFlagged, hashes.length)} of distinct photos falsely flagged`,
  );

  await detectThroughDatabase(db, lookups, planted);
}

/**
 * The worker's view: the originals stored among the million (on photos of the first listings, inside a
 * transaction rolled back afterwards), each copy and each other distinct picture looked up as a new photo.
 */
async function detectThroughDatabase(db: Db, lookups: bigint[][], planted: Planted[]): Promise<void> {
  const hashes = lookups.map(([hash]) => hash as bigint);
  const rollback = new Error('rollback');
  await db
    .transaction()
    .execute(async (trx) => {
      const { rows } = await sql<{ id: string }>`
        SELECT i.id FROM property_images i JOIN properties p ON p.id = i.property_id
        WHERE i.phash IS NOT NULL AND p.status = 'published' ORDER BY i.position, i.id LIMIT ${settings.originals}`.execute(
        trx,
      );
      const originalPhoto = rows.map((row) => row.id);
      await sql`UPDATE property_images SET phash = u.phash
        FROM unnest(${originalPhoto}::uuid[], ${hashes.slice(0, originalPhoto.length).map(hashToInt8)}::bigint[]) AS u(id, phash)
        WHERE property_images.id = u.id`.execute(trx);
      const lookUp = (hashes: readonly bigint[]) =>
        findCopiesOfPhoto(trx, {
          hash: hashes[0] as bigint,
          probes: hashes.slice(1),
          probeMaxDistance: PHOTO_PROBE_MAX_DISTANCE,
          maxDistance: THRESHOLD,
          excludeOwnerId: randomUUID(),
          limit: PHOTO_FLAGS_PER_PHOTO,
        });
      let copiesFlagged = 0;
      for (const copy of planted) {
        const matches = await lookUp(copy.lookup);
        if (matches.some((m) => m.photoId === originalPhoto[copy.original])) copiesFlagged++;
      }
      const others = lookups.slice(originalPhoto.length);
      let othersFlagged = 0;
      for (const lookup of others) if ((await lookUp(lookup)).length > 0) othersFlagged++;
      console.log(
        `\n  through the database (originals stored among ${settings.hashes.toLocaleString('en')} hashes, at most ${PHOTO_FLAGS_PER_PHOTO} flags per photo):`,
      );
      console.log(
        `    copies flagged against their original: ${copiesFlagged} of ${planted.length} (${pct(copiesFlagged, planted.length)})`,
      );
      console.log(
        `    other distinct pictures flagged against anything stored: ${othersFlagged} of ${others.length} (${pct(othersFlagged, others.length)})`,
      );
      check(
        copiesFlagged >= TARGETS.copiesFlagged * planted.length,
        'copies flagged through the database below 95 %',
      );
      check(
        othersFlagged <= TARGETS.distinctFlagged * others.length,
        'distinct photos flagged through the database above 1 %',
      );
      throw rollback;
    })
    .catch((error: unknown) => {
      if (error !== rollback) throw error;
    });
}

async function main(): Promise<void> {
  console.log(
    `bench: duplicates: ${settings.hashes.toLocaleString('en')} stored hashes, ${settings.probes} probes, ${settings.distinct} distinct pictures, ${settings.originals} originals with 5 copies each, threshold ${THRESHOLD} bits`,
  );
  await prepareBenchDatabase({ listings: settings.listings, repoRoot });
  const db = createDatabase(BENCH_DATABASE_URL, { max: 2, applicationName: 'ile-bench-duplicates' });
  try {
    if (settings.only !== 'detection') await benchLookup(db);
    else await storeHashes(db, settings.hashes);
    if (settings.only !== 'lookup') await benchDetection(db);
  } finally {
    await db.destroy();
  }
  if (missed.length > 0) {
    console.log(`\nbench: duplicates: MISSED: ${missed.join('; ')}`);
    process.exitCode = 1;
  } else {
    console.log('\nbench: duplicates: every target met');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
