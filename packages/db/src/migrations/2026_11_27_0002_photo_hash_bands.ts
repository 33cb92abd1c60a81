import { type Kysely, sql } from 'kysely';

// Issue 18: finding every stored photo hash within a few bits of a new one, fast at a million photos.
// Multi-index hashing: the 64 bits are cut into four 16-bit bands, each indexed with the whole hash beside
// it, so a lookup probes each band's index for the values within floor(distance / 4) bits of the new
// photo's band and checks the candidates' full hashes in the index itself (an index-only scan) before any
// row is read. The expressions must stay exactly as photo-hashes.repository writes them, or the planner
// cannot use these indexes (a test there checks it does).
const BANDS = [0, 16, 32, 48] as const;

export async function up(db: Kysely<any>): Promise<void> {
  for (const [band, shift] of BANDS.entries()) {
    await sql`CREATE INDEX ${sql.raw(`property_images_phash_band${band}_idx`)} ON property_images
      (((phash >> ${sql.raw(String(shift))}) & 65535), phash) WHERE phash IS NOT NULL`.execute(db);
  }
  // The images sweep finds pictures still without a hash (a failed hash, a lost job, photos older than
  // hashing) through these; once everything is hashed they are empty.
  await sql`CREATE INDEX property_images_unhashed_idx ON property_images (created_at)
    WHERE status = 'processed' AND phash IS NULL`.execute(db);
  await sql`CREATE INDEX listing_application_images_unhashed_idx ON listing_application_images (created_at)
    WHERE phash IS NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX listing_application_images_unhashed_idx`.execute(db);
  await sql`DROP INDEX property_images_unhashed_idx`.execute(db);
  for (const band of BANDS.keys()) {
    await sql`DROP INDEX ${sql.raw(`property_images_phash_band${band}_idx`)}`.execute(db);
  }
}
