import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Issue 22, item 3: what each listing does, per day, for the manage area's table, its 90-day chart and the
// dashboard. Counters are bumped in the transaction of the event itself (a view counted, a save, a phone
// revealed, a conversation started), so reading them never counts events again: the listings table sums at
// most 30 rows per listing through the primary key, whatever the traffic.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE listing_daily_figures (
      property_id uuid NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
      day date NOT NULL DEFAULT CURRENT_DATE,
      views integer NOT NULL DEFAULT 0,
      saves integer NOT NULL DEFAULT 0,
      reveals integer NOT NULL DEFAULT 0,
      enquiries integer NOT NULL DEFAULT 0,
      -- The figures ride in the key, so a listing's 30 days are one index-only range (old days are all-visible).
      CONSTRAINT listing_daily_figures_pkey PRIMARY KEY (property_id, day) INCLUDE (views, saves, reveals, enquiries)
    )`.execute(db);

  // One reveal per signed-in person per listing per day, as property_views counts views (viewer_key alike).
  await sql`
    CREATE TABLE listing_contact_reveals (
      property_id uuid NOT NULL REFERENCES properties (id) ON DELETE CASCADE,
      viewer_key text NOT NULL,
      day date NOT NULL DEFAULT CURRENT_DATE,
      CONSTRAINT listing_contact_reveals_pkey PRIMARY KEY (property_id, viewer_key, day)
    )`.execute(db);

  // "Similar listings" (same country, state and category, published): the medians of their 30-day figures,
  // computed at most once a day per group, on the first read of the day (one row per group, replaced).
  await sql`
    CREATE TABLE listing_peer_medians (
      country text NOT NULL,
      state_code text NOT NULL,
      category text NOT NULL,
      day date NOT NULL,
      listings integer NOT NULL,
      views real NOT NULL,
      saves real NOT NULL,
      reveals real NOT NULL,
      enquiries real NOT NULL,
      CONSTRAINT listing_peer_medians_pkey PRIMARY KEY (country, state_code, category)
    )`.execute(db);

  // Item 4: an agent may let their agency edit their listings (never delete them); off until they say so,
  // and off again whenever they change agency (upsertAgent).
  await sql`ALTER TABLE agents ADD COLUMN agency_may_edit boolean NOT NULL DEFAULT false`.execute(db);

  // What the product already wrote before the counters existed: views per day (one row per viewer per day)
  // and saves (the wishlist's created_at), so a listing's chart does not start empty.
  await sql`
    INSERT INTO listing_daily_figures (property_id, day, views)
    SELECT property_id, day, count(*)::int FROM property_views
    WHERE day > CURRENT_DATE - 90
    GROUP BY property_id, day`.execute(db);
  await sql`
    INSERT INTO listing_daily_figures AS f (property_id, day, saves)
    SELECT property_id, created_at::date, count(*)::int FROM wishlists
    WHERE created_at > CURRENT_DATE - 90
    GROUP BY property_id, created_at::date
    ON CONFLICT (property_id, day) DO UPDATE SET saves = excluded.saves`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE agents DROP COLUMN agency_may_edit`.execute(db);
  await db.schema.dropTable('listing_peer_medians').execute();
  await db.schema.dropTable('listing_contact_reveals').execute();
  await db.schema.dropTable('listing_daily_figures').execute();
}
