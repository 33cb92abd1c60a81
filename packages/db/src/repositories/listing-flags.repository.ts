import type { Executor } from '../database';
import type { NewListingFlag } from '../schema';

// listing_flags' home: possible duplicates of a listing application or a live listing (issue 18, docs/trust.md).
// The duplicate checks find them (duplicate-listings.repository.ts for listings by attributes); the console
// reads them with the applications (applications-console.repository.ts).

/** Records flags; one already recorded (same subject, other listing and match) is kept. Answers how many were new. */
export async function insertListingFlags(db: Executor, flags: readonly NewListingFlag[]): Promise<number> {
  if (flags.length === 0) return 0;
  const inserted = await db
    .insertInto('listing_flags')
    .values([...flags])
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}

/** How many duplicate flags an application has (approving one with any needs a reason). */
export async function countApplicationFlags(db: Executor, applicationId: string): Promise<number> {
  const row = await db
    .selectFrom('listing_flags')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('application_id', '=', applicationId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
