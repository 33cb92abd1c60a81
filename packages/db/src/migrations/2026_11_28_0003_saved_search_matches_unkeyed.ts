import { type Kysely, sql } from 'kysely';

// Issue 19, the alert burst: a listing matches ~800 saved searches, so each match job inserted ~800 rows whose
// two foreign keys were each checked with a `FOR KEY SHARE` lock on the search and the listing; four match
// jobs locking the same popular searches at once turned those locks into multixacts, and recording cost four
// times finding. The matcher only inserts ids it has just read in the same statement, so the keys checked
// nothing it did not know; what they also did, removing a search's or a listing's matches with it, is done
// by statement triggers instead (one grouped delete per statement, through the primary key's prefix and the
// property index). A search deleted while a match job is recording it may leave its pairs behind; nothing
// reads a pair without joining its search, and `docs/data-layer.md` says so.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE saved_search_matches
    DROP CONSTRAINT saved_search_matches_saved_search_id_fkey,
    DROP CONSTRAINT saved_search_matches_property_id_fkey`.execute(db);

  // Which instant search has told its owner in the app in which alert window: the key makes exactly one match
  // job the teller, however many listings of one burst the search matches at once (rows older than a day are
  // swept with the digests).
  await sql`CREATE TABLE saved_search_alert_windows (
      saved_search_id uuid NOT NULL,
      window_start timestamptz NOT NULL,
      CONSTRAINT saved_search_alert_windows_pkey PRIMARY KEY (saved_search_id, window_start)
    )`.execute(db);

  await sql`CREATE FUNCTION saved_search_matches_forget_searches() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM saved_search_matches m USING old_rows o WHERE m.saved_search_id = o.id;
      DELETE FROM saved_search_alert_windows w USING old_rows o WHERE w.saved_search_id = o.id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE FUNCTION saved_search_matches_forget_listings() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM saved_search_matches m USING old_rows o WHERE m.property_id = o.id;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE FUNCTION saved_search_matches_forget_all() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      TRUNCATE saved_search_matches, saved_search_alert_windows;
      RETURN NULL;
    END $$`.execute(db);

  // A user's erasure deletes their searches through the users foreign key's cascade: that delete fires these too.
  await sql`CREATE TRIGGER saved_searches_forget_matches AFTER DELETE ON saved_searches
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
    EXECUTE FUNCTION saved_search_matches_forget_searches()`.execute(db);
  await sql`CREATE TRIGGER properties_forget_saved_search_matches AFTER DELETE ON properties
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
    EXECUTE FUNCTION saved_search_matches_forget_listings()`.execute(db);
  // The seed's clean start truncates users and properties (and, by cascade, saved searches).
  await sql`CREATE TRIGGER saved_searches_forget_all_matches AFTER TRUNCATE ON saved_searches
    FOR EACH STATEMENT EXECUTE FUNCTION saved_search_matches_forget_all()`.execute(db);
  await sql`CREATE TRIGGER properties_forget_all_saved_search_matches AFTER TRUNCATE ON properties
    FOR EACH STATEMENT EXECUTE FUNCTION saved_search_matches_forget_all()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER properties_forget_all_saved_search_matches ON properties`.execute(db);
  await sql`DROP TRIGGER saved_searches_forget_all_matches ON saved_searches`.execute(db);
  await sql`DROP TRIGGER properties_forget_saved_search_matches ON properties`.execute(db);
  await sql`DROP TRIGGER saved_searches_forget_matches ON saved_searches`.execute(db);
  await sql`DROP FUNCTION saved_search_matches_forget_all()`.execute(db);
  await sql`DROP FUNCTION saved_search_matches_forget_listings()`.execute(db);
  await sql`DROP FUNCTION saved_search_matches_forget_searches()`.execute(db);
  await sql`DROP TABLE saved_search_alert_windows`.execute(db);
  await sql`DELETE FROM saved_search_matches m WHERE NOT EXISTS (SELECT 1 FROM saved_searches s WHERE s.id = m.saved_search_id)
    OR NOT EXISTS (SELECT 1 FROM properties p WHERE p.id = m.property_id)`.execute(db);
  await sql`ALTER TABLE saved_search_matches
    ADD CONSTRAINT saved_search_matches_saved_search_id_fkey FOREIGN KEY (saved_search_id)
      REFERENCES saved_searches (id) ON DELETE CASCADE,
    ADD CONSTRAINT saved_search_matches_property_id_fkey FOREIGN KEY (property_id)
      REFERENCES properties (id) ON DELETE CASCADE`.execute(db);
}
