import { type Kysely, sql } from 'kysely';

// Issue 18, duplicate listings by attributes (docs/trust.md, "Duplicate listings"). The near-identical-text rule
// compares an application's "title description" with every live listing's by trigram similarity: a GIN
// (gin_trgm_ops) over the same expression, partial on published listings like every search index, lets `%`
// find them without reading the table. The address rule needs no index of its own: it is a range scan of
// properties_published_state_price_idx (country, state_code, currency, price), bedrooms carried in the index.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`SET LOCAL maintenance_work_mem = '256MB'`.execute(db);
  await sql`
    CREATE INDEX properties_published_text_trgm_idx ON properties
    USING gin ((title || ' ' || description) gin_trgm_ops) WHERE status = 'published'
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX properties_published_text_trgm_idx`.execute(db);
}
