import { resolve } from 'node:path';
import { sql } from 'kysely';
import { createDatabase } from '../database';
import { ensureDatabaseExists, redact } from '../ensure-database';
import { migrateToLatest } from '../migrator';
import { seedDemoData } from '../seed';
import { createLocalStorage } from '../storage/local-storage';

/** The benchmarks' own database (never the dev database): BENCH_DATABASE_URL, or ile_bench on the local server. */
export const BENCH_DATABASE_URL =
  process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/ile_bench';

/**
 * Makes sure the benchmark database exists, is migrated and holds `listings` seeded published listings
 * (seeding a million takes a few minutes and is skipped when they are there), then VACUUM ANALYZEs the
 * listing tables, so plans and index-only scans are what a settled table gets. Shared by every benchmark
 * that runs at a million listings, so they all measure the same data.
 */
export async function prepareBenchDatabase(options: {
  url?: string;
  listings: number;
  /** Where the seed's picture files go (the repository's .data/bench/media). */
  repoRoot: string;
  log?: (line: string) => void;
}): Promise<void> {
  const url = options.url ?? BENCH_DATABASE_URL;
  const log = options.log ?? ((line: string) => console.log(line));
  if (await ensureDatabaseExists(url)) log(`bench: created database ${redact(url)}`);
  const db = createDatabase(url, { max: 2, applicationName: 'ile-bench-seed' });
  try {
    await migrateToLatest(db);
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM properties WHERE is_seed AND status = 'published'`.execute(db);
    const present = rows[0]?.n ?? 0;
    if (present < options.listings) {
      log(
        `bench: ${present.toLocaleString('en')} listings in ${redact(url)}; seeding ${options.listings.toLocaleString('en')} (a few minutes)`,
      );
      const started = Date.now();
      let reported = 0;
      await seedDemoData(db, {
        listings: options.listings,
        storage: createLocalStorage(resolve(options.repoRoot, '.data/bench/media')),
        log: (message) => log(`bench: seed: ${message} (${((Date.now() - started) / 1000).toFixed(0)} s)`),
        onListings: ({ listings, total }) => {
          if (listings < total && Date.now() - reported < 10_000) return;
          reported = Date.now();
          log(`bench: seed:   ${listings.toLocaleString('en')} / ${total.toLocaleString('en')} listings`);
        },
      });
    } else {
      log(`bench: reusing ${present.toLocaleString('en')} listings in ${redact(url)}`);
    }
    for (const table of [
      'properties',
      'property_images',
      'property_image_variants',
      'wishlists',
      'exchange_rates',
      // The map's summaries, filled by triggers as the listings went in: counted and all-visible (index-only).
      'property_map_totals',
      'property_map_cells',
    ]) {
      await sql`VACUUM (ANALYZE) ${sql.table(table)}`.execute(db);
    }
  } finally {
    await db.destroy();
  }
}
