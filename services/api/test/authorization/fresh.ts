import { randomBytes, randomUUID } from 'node:crypto';
import type { Db, NewViewing } from '@ile/db';
import { unsubscribeToken } from '@ile/db/alerts/unsubscribe-token';
import { insertListingImport } from '@ile/db/repositories/listing-imports.repository';
import { findSavedSearchLink, insertSavedSearch } from '@ile/db/repositories/saved-searches.repository';
import { viewingLinkToken } from '@ile/db/viewings/link-token';
import { importRowCells } from '@ile/shared/testing/listing-csv';
import { PASSWORD } from '../helpers/accounts';
import { createProperty } from '../helpers/listings';
import { type Person, sharedPasswordHash, uniquePhone } from './cast';
import { pendingApplicationOf } from './listings.cases';
import { ticketOf } from './messaging.cases';

const insertViewingRow = async (db: Db, values: NewViewing) =>
  (await db.insertInto('viewings').values(values).returning('id').executeTakeFirstOrThrow()).id;

/**
 * Throwaway things for one call, so a call that succeeds (a delete, an approval) never changes what the
 * next caller's call names: each caller gets the same kind of thing, in the same state.
 */
export function freshFactory(db: Db, adminId: string, agentId: string) {
  const tag = () => randomBytes(4).toString('hex');
  // Accounts are made 40 at a time: one insert instead of one per call (this machine's database is busy).
  const pool: Person[] = [];
  async function person(): Promise<Person> {
    if (pool.length === 0) {
      const hash = await sharedPasswordHash();
      const rows = await db
        .insertInto('users')
        .values(
          Array.from({ length: 40 }, () => ({
            email: `fresh-${tag()}${tag()}@matrix.test`,
            password_hash: hash,
            phone: uniquePhone(),
            first_name: 'Fresh',
            last_name: 'Person',
            email_verified_at: new Date(),
          })),
        )
        .returning(['id', 'email', 'phone'])
        .execute();
      pool.push(
        ...rows.map((row) => ({ id: row.id, email: row.email, phone: row.phone ?? '', password: PASSWORD })),
      );
    }
    return pool.pop() as Person;
  }
  return {
    /** A verified EndUser with PASSWORD, a unique email and phone. */
    person,
    async property(owner: Person) {
      return (await createProperty(db, owner.id, {}, 0)).id;
    },
    /** A pending ID verification by a fresh person (one pending per person and kind). */
    async verification() {
      const owner = await person();
      const row = await db
        .insertInto('verifications')
        .values({
          user_id: owner.id,
          kind: 'identity',
          country: 'NG',
          document_type: 'nin_slip',
          document_number: `NIN${tag()}`,
          document_key: `verifications/${owner.id}/matrix/document.jpg`,
          selfie_key: `verifications/${owner.id}/matrix/selfie.jpg`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async wishlist(owner: Person) {
      const propertyId = (await createProperty(db, adminId, {}, 0)).id;
      const row = await db
        .insertInto('wishlists')
        .values({ user_id: owner.id, property_id: propertyId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async listingApplication(owner: Person) {
      return (await pendingApplicationOf(db, owner)).applicationId;
    },
    /** A checked (unconfirmed) bulk import of one valid row. */
    async listingImport(owner: Person) {
      const id = randomUUID();
      const cells = importRowCells(
        1,
        ['a', 'b', 'c'].map((n) => `https://photos.example.com/${n}.jpg`),
      );
      await insertListingImport(db, { id, user_id: owner.id, status: 'checked' }, [
        {
          import_id: id,
          row_number: 1,
          title: cells.title ?? null,
          cells: JSON.stringify({ title: cells.title }),
          errors: null,
          status: 'ready',
          photo_count: 3,
          failure: null,
          application_id: null,
        },
      ]);
      return id;
    },
    /** A pending application by a fresh applicant (one pending application per kind and account). */
    async application(kind: 'agent' | 'agency' | 'student') {
      const owner = await person();
      const base = { user_id: owner.id };
      if (kind === 'agent') {
        const row = await db
          .insertInto('agent_applications')
          .values({
            ...base,
            first_name: 'Fresh',
            last_name: 'Agent',
            position: 'Agent',
            work_email: `w-${tag()}@fresh.test`,
            gender: 'Male',
            address: '3 Marina',
            office_phone: '+2341000002',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      }
      if (kind === 'agency') {
        const row = await db
          .insertInto('agency_applications')
          .values({
            ...base,
            agency_name: `Fresh Homes ${tag()}`,
            work_email: `a-${tag()}@fresh.test`,
            address: '4 Marina',
            office_phone: '+2341000003',
            country: 'NG',
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      }
      const row = await db
        .insertInto('student_applications')
        .values({
          ...base,
          first_name: 'Fresh',
          last_name: 'Student',
          university_email: `s-${tag()}@unilag.edu.ng`,
          university: 'UNILAG',
          email: owner.email,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** A saved search of `owner`'s (Lagos, 2 bedrooms, instant alerts). */
    async savedSearch(owner: Person) {
      return insertSavedSearch(db, owner.id, {
        name: `Lagos ${tag()}`,
        filters: { state: 'Lagos', bedrooms: '2' },
        frequency: 'instant',
      });
    },
    /** The signed unsubscribe link token of a fresh saved search of `owner`'s. */
    async unsubscribeToken(owner: Person) {
      const id = await this.savedSearch(owner);
      const link = await findSavedSearchLink(db, id);
      if (!link) throw new Error('saved search vanished');
      return unsubscribeToken(link);
    },
    /**
     * A viewing of a fresh listing: `owner` lists it (and confirms: `as: 'owner'`) or books it (`as: 'seeker'`),
     * the other side a fresh person; `past` puts a confirmed viewing's time behind us (for its outcome).
     */
    async viewing(
      owner: Person,
      options: { as: 'owner' | 'seeker'; status?: 'requested' | 'confirmed'; past?: boolean },
    ) {
      const other = await person();
      const [lister, seeker] = options.as === 'owner' ? [owner, other] : [other, owner];
      const propertyId = (await createProperty(db, lister.id, {}, 0)).id;
      const startsAt = new Date(Date.now() + (options.past ? -3 : 72) * 3_600_000);
      return insertViewingRow(db, {
        property_id: propertyId,
        seeker_id: seeker.id,
        owner_id: lister.id,
        status: options.past ? 'confirmed' : (options.status ?? 'requested'),
        awaiting: options.past || options.status === 'confirmed' ? null : 'owner',
        starts_at: startsAt,
        ends_at: new Date(startsAt.getTime() + 3_600_000),
        link_key: randomBytes(32),
      });
    },
    /** The owner's one-tap "confirm" link token of a fresh requested viewing of `owner`'s listing. */
    async viewingLinkToken(owner: Person) {
      const id = await this.viewing(owner, { as: 'owner' });
      const row = await db
        .selectFrom('viewings')
        .select(['id', 'link_key'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return viewingLinkToken(row, 'owner', 'confirm');
    },
    /** A signed-in session of `owner`'s (as a login writes it), named by its family id. */
    async sessionFamily(owner: Person) {
      const familyId = randomUUID();
      await db
        .insertInto('sessions')
        .values({
          user_id: owner.id,
          family_id: familyId,
          token_hash: randomBytes(32).toString('hex'),
          expires_at: new Date(Date.now() + 86_400_000),
        })
        .execute();
      return familyId;
    },
    async ticket(owner: Person) {
      return (await ticketOf(db, owner)).ticketId ?? '';
    },
    async notice(published = false) {
      const row = await db
        .insertInto('notices')
        .values({
          heading: `Notice ${tag()}`,
          description: 'x',
          audience: 'everyone',
          created_by: adminId,
          published_at: published ? new Date() : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** A listing of a fresh owner with one open report by another fresh person: answers the listing's id. */
    async reportedListing() {
      const [owner, reporter] = [await person(), await person()];
      const id = (await createProperty(db, owner.id, {}, 0)).id;
      await db
        .insertInto('reports')
        .values({ reporter_id: reporter.id, target_type: 'property', target_id: id, reason: 'duplicate' })
        .execute();
      return id;
    },
    /** A review of the agent with one open report: answers the review's id. */
    async reportedReview() {
      const [author, reporter] = [await person(), await person()];
      const row = await db
        .insertInto('reviews')
        .values({ author_id: author.id, target_type: 'agent', agent_id: agentId, rating: 1, comment: 'Rude' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('reports')
        .values({ reporter_id: reporter.id, target_type: 'review', target_id: row.id, reason: 'offensive' })
        .execute();
      return row.id;
    },
    /** A review by a fresh author (one review per author and profile). */
    async review() {
      const author = await person();
      const row = await db
        .insertInto('reviews')
        .values({ author_id: author.id, target_type: 'agent', agent_id: agentId, rating: 3, comment: 'Fine' })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}

export type Fresh = ReturnType<typeof freshFactory>;

/**
 * The same factory, but each kind of thing is made once and then handed out again: for callers who must be
 * refused, who may name a standing thing (a refusal changes nothing, and the write check proves it).
 */
export function standingThings(fresh: Fresh): Fresh {
  const made = new Map<string, Promise<unknown>>();
  const keyOf = (arg: unknown) =>
    typeof arg === 'object' && arg !== null ? (arg as { id: string }).id : String(arg);
  const entries = Object.entries(fresh).map(([name, make]) => [
    name,
    (...args: unknown[]) => {
      const key = `${name}(${args.map(keyOf).join(',')})`;
      if (!made.has(key)) made.set(key, (make as (...a: unknown[]) => Promise<unknown>)(...args));
      return made.get(key);
    },
  ]);
  return Object.fromEntries(entries) as Fresh;
}
