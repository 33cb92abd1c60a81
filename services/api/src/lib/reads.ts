import type { Db } from '@ile/db';
import type { FastifyInstance } from 'fastify';

/**
 * Where a catalogue service reads. `catalogue`: the public listings and profiles, the same for everyone (the
 * read replica when there is one, `app.readDb`). `own`: what the caller wrote and reads back (their
 * wishlist's hearts, their drafts, a profile they just edited): always the primary, so a person never
 * misses their own write while the replica catches up.
 */
export interface Reads {
  catalogue: Db;
  own: Db;
}

export const readsOf = (app: FastifyInstance): Reads => ({ catalogue: app.readDb, own: app.db });

/** One database serves both (tests, the worker, benchmarks): `toReads(db)`. */
export const toReads = (db: Db | Reads): Reads => ('own' in db ? db : { catalogue: db, own: db });

/**
 * A signed-in caller's reads of one record (a listing's page, a profile) go to the primary: they may be its
 * owner, or staff, reading back a change. Anonymous callers read the catalogue.
 */
export const recordSourceFor = (reads: Reads, viewerId: string | undefined): Db =>
  viewerId ? reads.own : reads.catalogue;
