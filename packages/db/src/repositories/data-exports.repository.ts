import type { DataExportStatus } from '@ile/shared';
import { sql } from 'kysely';
import type { Executor } from '../database';
import type { DataExport } from '../schema';
import { listingImportsOf } from './listing-imports.repository';
import { recentlyViewedOf } from './recently-viewed.repository';
import { reportsBy } from './reports.repository';
import { savedSearchesOf } from './saved-searches.repository';

/** How long a finished export stays downloadable; the purge-expired-exports job then deletes its file. */
export const DATA_EXPORT_TTL_DAYS = 7;

export function findDataExport(db: Executor, id: string): Promise<DataExport | undefined> {
  return db.selectFrom('data_exports').selectAll().where('id', '=', id).executeTakeFirst();
}

/** What the owner of an export sees of it. */
const OWNER_COLUMNS = ['id', 'status', 'created_at', 'expires_at'] as const;

export function insertDataExport(db: Executor, userId: string) {
  return db
    .insertInto('data_exports')
    .values({ user_id: userId })
    .returning(OWNER_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** A user's latest exports, newest first. */
export function listUserDataExports(db: Executor, userId: string, limit: number) {
  return db
    .selectFrom('data_exports')
    .select(OWNER_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** One export of `userId` with where its file is; undefined for someone else's. */
export function findUserDataExport(db: Executor, id: string, userId: string) {
  return db
    .selectFrom('data_exports')
    .select([...OWNER_COLUMNS, 'storage_key'])
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export interface DataExportPatch {
  status: DataExportStatus;
  storage_key?: string | null;
  completed_at?: Date | null;
  expires_at?: Date | null;
}

/** Moves an export to a new status (and records where its file is); undefined when the row is gone. */
export function markExport(
  db: Executor,
  exportId: string,
  patch: DataExportPatch,
): Promise<DataExport | undefined> {
  return db
    .updateTable('data_exports')
    .set(patch)
    .where('id', '=', exportId)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Exports whose file is due for deletion, oldest first: past `expires_at`, or already marked expired (an
 * erased account) while a file is still recorded.
 */
export function dataExportFilesDue(
  db: Executor,
  now: Date,
  limit: number,
): Promise<Pick<DataExport, 'id' | 'storage_key'>[]> {
  return db
    .selectFrom('data_exports')
    .select(['id', 'storage_key'])
    .where('storage_key', 'is not', null)
    .where((eb) => eb.or([eb('status', '=', 'expired'), eb('expires_at', '<=', now)]))
    .orderBy('expires_at')
    .limit(limit)
    .execute();
}

/** Records that these exports' files are gone: expired, with no file to point at. */
export async function markDataExportFilesDeleted(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('data_exports')
    .set({ status: 'expired', storage_key: null })
    .where('id', 'in', ids)
    .where('storage_key', 'is not', null)
    .execute();
}

/** "123456789" -> "*****6789": only the last 4 digits of a bank account number ever leave the database. */
export function maskAccountNumber(accountNumber: string): string {
  const visible = accountNumber.length > 4 ? accountNumber.slice(-4) : '';
  return '*'.repeat(accountNumber.length - visible.length) + visible;
}

function without<T extends object, K extends keyof T>(row: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...row };
  for (const key of keys) delete copy[key];
  return copy;
}

// One function per part of the export. Every part is about the user alone: other people appear by id and
// name only, and no secret (password hash, token hash, OTP, provider payload) is ever selected.

/** Every column of the account except the password hash; undefined when there is no such user. */
async function accountOf(db: Executor, userId: string) {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  return user && without(user, 'password_hash');
}

/** Sign-ins: when, from where, until when. Never the refresh token's hash. */
function sessionsOf(db: Executor, userId: string) {
  return db
    .selectFrom('sessions')
    .select(['created_at', 'user_agent', 'ip', 'expires_at', 'revoked_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** The user's listings with their images: the uploaded original's key and every served variant's key. */
async function propertiesOf(db: Executor, userId: string) {
  const properties = await db
    .selectFrom('properties')
    .selectAll()
    .where('owner_id', '=', userId)
    .orderBy('created_at')
    .execute();
  if (properties.length === 0) return [];
  const images = await db
    .selectFrom('property_images')
    .select([
      'id',
      'property_id',
      'position',
      'original_key',
      'status',
      'width',
      'height',
      'content_type',
      'bytes',
      'created_at',
    ])
    .where(
      'property_id',
      'in',
      properties.map((p) => p.id),
    )
    .orderBy('property_id')
    .orderBy('position')
    .execute();
  const variants =
    images.length === 0
      ? []
      : await db
          .selectFrom('property_image_variants')
          .select(['image_id', 'width', 'format', 'storage_key', 'bytes'])
          .where(
            'image_id',
            'in',
            images.map((i) => i.id),
          )
          .orderBy('image_id')
          .orderBy('width')
          .execute();
  return properties.map((property) => ({
    ...without(property, 'search_vector'),
    images: images
      .filter((image) => image.property_id === property.id)
      .map(({ property_id: _, ...image }) => ({
        ...image,
        variants: variants.filter((v) => v.image_id === image.id).map(({ image_id: __, ...v }) => v),
      })),
  }));
}

/** Saved properties and the notes written on them. */
function wishlistsOf(db: Executor, userId: string) {
  return db
    .selectFrom('wishlists')
    .leftJoin('properties', 'properties.id', 'wishlists.property_id')
    .select([
      'wishlists.id',
      'wishlists.property_id',
      'properties.title as property_title',
      'wishlists.note',
      'wishlists.created_at',
      'wishlists.updated_at',
    ])
    .where('wishlists.user_id', '=', userId)
    .orderBy('wishlists.created_at')
    .execute();
}

/** Requests to list a property, with the originals uploaded for them. Not the deciding reviewer. */
async function listingApplicationsOf(db: Executor, userId: string) {
  const applications = await db
    .selectFrom('listing_applications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  if (applications.length === 0) return [];
  const images = await db
    .selectFrom('listing_application_images')
    .select(['application_id', 'position', 'original_key', 'content_type', 'bytes', 'created_at'])
    .where(
      'application_id',
      'in',
      applications.map((a) => a.id),
    )
    .orderBy('application_id')
    .orderBy('position')
    .execute();
  return applications.map((application) => ({
    ...without(application, 'decided_by'),
    images: images
      .filter((image) => image.application_id === application.id)
      .map(({ application_id: _, ...image }) => image),
  }));
}

/** Agent, agency and student applications: everything the user submitted and the outcome. */
async function applicationsOf(db: Executor, userId: string) {
  // Sequential: inside the export's transaction every query shares one connection.
  const agent = await db
    .selectFrom('agent_applications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const agency = await db
    .selectFrom('agency_applications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  const student = await db
    .selectFrom('student_applications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return {
    agent: agent.map((row) => without(row, 'decided_by')),
    agency: agency.map((row) => without(row, 'decided_by')),
    student: student.map((row) => without(row, 'decided_by')),
  };
}

/** The public agent or agency profile and the verified-student record, when the user has them. */
async function profilesOf(db: Executor, userId: string) {
  const agent = await db.selectFrom('agents').selectAll().where('user_id', '=', userId).execute();
  const agency = await db.selectFrom('agencies').selectAll().where('user_id', '=', userId).execute();
  const student = await db.selectFrom('students').selectAll().where('user_id', '=', userId).execute();
  return { agent, agency, student };
}

/** Reviews the user wrote about agents and agencies. */
function reviewsOf(db: Executor, userId: string) {
  return db.selectFrom('reviews').selectAll().where('author_id', '=', userId).orderBy('created_at').execute();
}

/**
 * Conversations with every message sent or received in them. The other participant appears by id and
 * name only (never their email or phone), and only the user's own read state is included.
 */
async function conversationsOf(db: Executor, userId: string) {
  const conversations = await db
    .selectFrom('conversations as c')
    .innerJoin('users as other', (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([eb('c.user_a_id', '=', userId), eb('other.id', '=', eb.ref('c.user_b_id'))]),
          eb.and([eb('c.user_b_id', '=', userId), eb('other.id', '=', eb.ref('c.user_a_id'))]),
        ]),
      ),
    )
    .select((eb) => [
      'c.id',
      'other.id as with_user_id',
      sql<string>`trim(other.first_name || ' ' || other.last_name)`.as('with_user_name'),
      eb
        .case()
        .when('c.user_a_id', '=', userId)
        .then(eb.ref('c.user_a_last_read_at'))
        .else(eb.ref('c.user_b_last_read_at'))
        .end()
        .as('your_last_read_at'),
      'c.last_message_at',
      'c.created_at',
    ])
    .orderBy('c.created_at')
    .execute();
  if (conversations.length === 0) return [];
  const messages = await db
    .selectFrom('messages')
    .select(['id', 'conversation_id', 'sender_id', 'body', 'media_key', 'media_type', 'created_at'])
    .where(
      'conversation_id',
      'in',
      conversations.map((c) => c.id),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return conversations.map((conversation) => ({
    ...conversation,
    messages: messages
      .filter((message) => message.conversation_id === conversation.id)
      .map(({ conversation_id: _, ...message }) => ({
        ...message,
        sent_by_you: message.sender_id === userId,
      })),
  }));
}

/** Viewings booked (as seeker) or of their listings (as owner), without the link key; their viewing hours. */
async function viewingsOf(db: Executor, userId: string) {
  const [bookings, hours, exceptions] = await Promise.all([
    db
      .selectFrom('viewings')
      .select([
        'id',
        'property_id',
        'seeker_id',
        'owner_id',
        'status',
        'starts_at',
        'ends_at',
        'proposed_times',
        'note',
        'decline_reason',
        'cancel_reason',
        'cancelled_by',
        'seeker_outcome',
        'owner_outcome',
        'created_at',
      ])
      .where((eb) => eb.or([eb('seeker_id', '=', userId), eb('owner_id', '=', userId)]))
      .orderBy('created_at')
      .execute(),
    db.selectFrom('viewing_availability').selectAll().where('owner_id', '=', userId).execute(),
    db.selectFrom('viewing_availability_exceptions').selectAll().where('owner_id', '=', userId).execute(),
  ]);
  return {
    bookings: bookings.map(({ seeker_id, owner_id: _, ...row }) => ({
      ...row,
      your_side: seeker_id === userId ? 'seeker' : 'owner',
    })),
    hours,
    exceptions,
  };
}

/** Support tickets and the replies on them; staff replies are marked as such, not named. */
async function ticketsOf(db: Executor, userId: string) {
  const tickets = await db
    .selectFrom('tickets')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  if (tickets.length === 0) return [];
  const replies = await db
    .selectFrom('ticket_replies')
    .select(['id', 'ticket_id', 'author_id', 'is_staff', 'body', 'created_at'])
    .where(
      'ticket_id',
      'in',
      tickets.map((t) => t.id),
    )
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return tickets.map((ticket) => ({
    ...without(ticket, 'assigned_to'),
    replies: replies
      .filter((reply) => reply.ticket_id === ticket.id)
      .map(({ ticket_id: _, author_id, ...reply }) => ({ ...reply, written_by_you: author_id === userId })),
  }));
}

/** Notices addressed to the user personally (broadcasts are not about them). */
function noticesOf(db: Executor, userId: string) {
  return db
    .selectFrom('notices')
    .select(['id', 'heading', 'description', 'link', 'published_at', 'created_at'])
    .where('recipient_id', '=', userId)
    .where('published_at', 'is not', null)
    .orderBy('published_at')
    .execute();
}

/** When the user last opened their notifications (the unread count starts there). */
async function notificationsSeenAt(db: Executor, userId: string) {
  const row = await db
    .selectFrom('notification_reads')
    .select('seen_at')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.seen_at ?? null;
}

/**
 * Money Ile held for the user or for them (as payer or payee), each with its timeline; the timeline says
 * whether a step was the user's own, never which other person or staff member took it.
 */
async function heldPaymentsOf(db: Executor, userId: string) {
  const holds = await db
    .selectFrom('payment_holds')
    .select([
      'id',
      'purpose',
      'property_id',
      'amount',
      'currency',
      'state',
      'move_in_date',
      'lapses_at',
      'release_after',
      'dispute_reason',
      'payee_statement',
      'decision_reason',
      'settled_at',
      'created_at',
      sql<boolean>`${sql.ref('payer_id')} = ${userId}`.as('you_paid'),
    ])
    .where((eb) => eb.or([eb('payer_id', '=', userId), eb('payee_id', '=', userId)]))
    .orderBy('created_at')
    .execute();
  const events = await db
    .selectFrom('payment_hold_events as e')
    .innerJoin('payment_holds as h', 'h.id', 'e.hold_id')
    .select([
      'e.hold_id',
      'e.from_state',
      'e.to_state',
      'e.actor',
      'e.reason',
      'e.at',
      sql<boolean>`coalesce(${sql.ref('e.actor_id')} = ${userId}, false)`.as('by_you'),
    ])
    .where((eb) => eb.or([eb('h.payer_id', '=', userId), eb('h.payee_id', '=', userId)]))
    .orderBy('e.id')
    .execute();
  return holds.map((hold) => ({
    ...hold,
    timeline: events.filter((event) => event.hold_id === hold.id).map(({ hold_id: _, ...event }) => event),
  }));
}

/** Payments the user made. Not the provider's raw answer (it may carry card authorisations). */
function transactionsOf(db: Executor, userId: string) {
  return db
    .selectFrom('transactions')
    .select([
      'id',
      'reference',
      'property_id',
      'provider',
      'amount',
      'currency',
      'subject',
      'description',
      'payer_name',
      'payer_email',
      'status',
      'provider_reference',
      'verified_at',
      'created_at',
      'updated_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** The bank account payouts go to, its number masked to the last 4 digits. */
async function payoutAccountsOf(db: Executor, userId: string) {
  const accounts = await db
    .selectFrom('payout_accounts')
    .select([
      'id',
      'provider',
      'bank_code',
      'bank_name',
      'account_number',
      'account_name',
      'verified_at',
      'created_at',
      'updated_at',
    ])
    .where('user_id', '=', userId)
    .execute();
  return accounts.map(({ account_number, ...account }) => ({
    ...account,
    account_number_masked: maskAccountNumber(account_number),
  }));
}

/** The user's ID and business verifications: what they sent (files by key) and the decision, not the reviewer. */
function verificationsOf(db: Executor, userId: string) {
  return db
    .selectFrom('verifications')
    .select([
      'id',
      'kind',
      'status',
      'country',
      'document_type',
      'document_number',
      'licence_number',
      'document_key',
      'selfie_key',
      'rejection_reason',
      'decided_at',
      'files_deleted_at',
      'created_at',
    ])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

/** Which emails were sent to the account's address, and when; not their bodies (links and codes). */
function emailsOf(db: Executor, email: string) {
  return db
    .selectFrom('emails')
    .select(['subject', 'status', 'sent_at', 'created_at'])
    .where(sql<string>`lower(to_address)`, '=', email.toLowerCase())
    .orderBy('created_at')
    .execute();
}

/**
 * Everything the product holds about a user, as one plain object ready for JSON.stringify (dates become
 * ISO strings). Parts the user has nothing in are empty arrays. Read in one repeatable-read, read-only
 * transaction so the parts agree with each other. Undefined when there is no such user.
 */
export function collectUserData(db: Executor, userId: string) {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const account = await accountOf(trx, userId);
      if (!account) return undefined;
      const applications = await applicationsOf(trx, userId);
      const profiles = await profilesOf(trx, userId);
      return {
        account,
        sessions: await sessionsOf(trx, userId),
        properties: await propertiesOf(trx, userId),
        wishlists: await wishlistsOf(trx, userId),
        recently_viewed: await recentlyViewedOf(trx, userId),
        saved_searches: await savedSearchesOf(trx, userId),
        listing_applications: await listingApplicationsOf(trx, userId),
        listing_imports: await listingImportsOf(trx, userId),
        agent_applications: applications.agent,
        agency_applications: applications.agency,
        student_applications: applications.student,
        agent_profiles: profiles.agent,
        agency_profiles: profiles.agency,
        student_profiles: profiles.student,
        reviews: await reviewsOf(trx, userId),
        conversations: await conversationsOf(trx, userId),
        tickets: await ticketsOf(trx, userId),
        viewings: await viewingsOf(trx, userId),
        reports: await reportsBy(trx, userId),
        notices: await noticesOf(trx, userId),
        notifications_seen_at: await notificationsSeenAt(trx, userId),
        transactions: await transactionsOf(trx, userId),
        held_payments: await heldPaymentsOf(trx, userId),
        payout_accounts: await payoutAccountsOf(trx, userId),
        verifications: await verificationsOf(trx, userId),
        emails: await emailsOf(trx, account.email),
      };
    });
}

export type UserData = NonNullable<Awaited<ReturnType<typeof collectUserData>>>;
