import type { Kysely } from 'kysely';
import { sql } from 'kysely';

// Issue 21, item 3: the cost of moving in. What the owner requires besides the rent (docs/move-in-cost.md),
// on listing applications (the listing form) and properties (approval copies one into the other).
// Money is an integer in the currency's minor unit (kobo; cents of a leone), bigint like every new money
// column; `price` itself stays numeric(14, 2) in major units (migration 0003). Months are a smallint.
// `properties.move_in_total` is a stored generated column, so every write path (approval, the edit form, the
// seeds, test rows) keeps it right; it is what the search's "total to move in" filter and sort read.
// Its rent part is the SQL twin of `rentForMonths` (packages/shared/src/move-in/move-in-cost.ts): the rent of
// `advance_rent_months` months of a price per day/week/month/year, rounded half up; a test holds them equal.
const MOVE_IN_CATEGORIES = sql.raw(`('rental', 'lease', 'shared', 'hostel')`);

async function addMoveInColumns(db: Kysely<any>, table: string) {
  await sql`ALTER TABLE ${sql.table(table)}
    ADD COLUMN advance_rent_months smallint,
    ADD COLUMN agency_fee bigint,
    ADD COLUMN legal_fee bigint,
    ADD COLUMN caution_deposit bigint,
    ADD COLUMN service_charge_yearly bigint,
    ADD COLUMN other_charges jsonb,
    ADD CONSTRAINT ${sql.id(`${table}_move_in_months_check`)} CHECK (advance_rent_months BETWEEN 1 AND 60),
    ADD CONSTRAINT ${sql.id(`${table}_move_in_amounts_check`)}
      CHECK (agency_fee >= 0 AND legal_fee >= 0 AND caution_deposit >= 0 AND service_charge_yearly >= 0),
    ADD CONSTRAINT ${sql.id(`${table}_move_in_other_check`)}
      CHECK (jsonb_typeof(other_charges) = 'array' AND jsonb_array_length(other_charges) <= 5),
    ADD CONSTRAINT ${sql.id(`${table}_move_in_rentals_check`)} CHECK (
      category IN ${MOVE_IN_CATEGORIES} OR (advance_rent_months IS NULL AND agency_fee IS NULL
        AND legal_fee IS NULL AND caution_deposit IS NULL AND service_charge_yearly IS NULL
        AND other_charges IS NULL))`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await addMoveInColumns(db, 'listing_applications');
  await addMoveInColumns(db, 'properties');
  // The other charges' sum: a generated column may call only immutable functions, not a subquery.
  await sql`CREATE FUNCTION move_in_other_total(charges jsonb) RETURNS bigint
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT coalesce(sum((charge ->> 'amount')::bigint), 0)::bigint
      FROM jsonb_array_elements(coalesce(charges, '[]'::jsonb)) AS charge
    $$`.execute(db);
  await sql`ALTER TABLE properties ADD COLUMN move_in_total bigint GENERATED ALWAYS AS (
    CASE WHEN category IN ${MOVE_IN_CATEGORIES} AND advance_rent_months IS NOT NULL
      AND duration IN ('day', 'week', 'month', 'year') THEN
      round(price * 100
        * CASE duration WHEN 'day' THEN 365 WHEN 'week' THEN 52 WHEN 'month' THEN 12 ELSE 1 END
        * advance_rent_months / 12)::bigint
      + coalesce(agency_fee, 0) + coalesce(legal_fee, 0) + coalesce(caution_deposit, 0)
      + coalesce(service_charge_yearly, 0) + move_in_other_total(other_charges)
    END) STORED`.execute(db);
  // The search's move-in filter and sorts: one range per listing currency, like the price index (0011).
  await sql`CREATE INDEX properties_published_move_in_idx ON properties (currency, move_in_total, id)
    WHERE status = 'published' AND move_in_total IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX properties_published_move_in_idx`.execute(db);
  await sql`ALTER TABLE properties DROP COLUMN move_in_total`.execute(db);
  await sql`DROP FUNCTION move_in_other_total(jsonb)`.execute(db);
  for (const table of ['properties', 'listing_applications']) {
    await sql`ALTER TABLE ${sql.table(table)}
      DROP COLUMN advance_rent_months, DROP COLUMN agency_fee, DROP COLUMN legal_fee,
      DROP COLUMN caution_deposit, DROP COLUMN service_charge_yearly, DROP COLUMN other_charges`.execute(db);
  }
}
