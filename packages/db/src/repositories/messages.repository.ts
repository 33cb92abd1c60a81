import type { ScamWarning } from '@ile/shared';
import { sql } from 'kysely';
import pg from 'pg';
import type { Executor } from '../database';

export interface MessageDraft {
  id: string;
  senderId: string;
  receiverId: string;
  body: string | null;
  mediaKey: string | null;
  mediaType: string | null;
  /**
   * The recipient's scam warnings, stored with the message: `first` if the message opens the conversation,
   * `later` otherwise (only the statement knows which it is). Empty for none.
   */
  warnings: { first: ScamWarning[]; later: ScamWarning[] };
  /**
   * The listing the message is about, already checked by the caller (findMessageListing); null for none, and
   * then the message is about the conversation's current subject, if it has one.
   */
  propertyId: string | null;
}

/** The listing a message was sent about, as its card shows it. */
export interface MessageListingRow {
  property_id: string;
  property_title: string;
  property_price: string | number;
  property_currency: string;
  property_city: string | null;
  property_state: string | null;
  /** The cover's rendition nearest 640 px (WebP); null before the photos are rendered. */
  property_image_key: string | null;
}

/** What sending wrote, and the conversation's state right after it. */
export interface SentMessage {
  id: string;
  conversation_id: string;
  created_at: Date;
  conversation_created_at: Date;
  /** The message opened the conversation (it was created by this send). */
  first_in_conversation: boolean;
  /** The warnings stored on it. */
  warnings: ScamWarning[];
  user_a_id: string;
  user_a_last_read_at: Date | null;
  user_b_last_read_at: Date | null;
  /** Messages each participant has not read, this one included. */
  user_a_unread: number;
  user_b_unread: number;
  /** The listing it is about (sent with it or inherited from the conversation), or null. */
  listing: MessageListingRow | null;
  /**
   * An enquiry began: this is the first message about its listing in this conversation, and its sender is not
   * the listing's lister (owner, or the agency it is listed under). See the `enquiry` step of SEND_MESSAGE.
   */
  enquiry_started: boolean;
}

type Nullable<T> = { [K in keyof T]: T[K] | null };
interface SentRow {
  message_id: string;
  conversation_id: string;
  message_created_at: Date;
  conversation_created_at: Date;
  conversation_new: boolean;
  user_a_id: string;
  user_a_last_read_at: Date | null;
  user_b_last_read_at: Date | null;
  user_a_unread: number;
  user_b_unread: number;
  enquiry_started: boolean;
}

/** A participant as sending reads them: what the checks and the live update need. */
export interface MessageParticipant {
  id: string;
  first_name: string;
  last_name: string;
  profile_image: string | null;
  read_receipts: boolean;
  email_verified_at: Date | null;
  deleted_at: Date | null;
  suspended_at: Date | null;
  /** For the correspondent's badges in the live conversation update. */
  identity_verified_at: Date | null;
  business_verified_at: Date | null;
}

export interface SendResult {
  /** Both people as found (fewer when one does not exist). */
  participants: MessageParticipant[];
  /** Null when nothing was written: the caller says why from `participants`. */
  sent: SentMessage | null;
}

/**
 * Sending a message is one statement (run by createMessageSender), so atomic and one round trip (instead of a check, begin, three
 * inserts and commit). Only when the sender may write ($1: a live account with a verified email) and the
 * receiver ($2) is a live, unsuspended account, it creates the pair's conversation (smaller id first) or
 * locks it and stamps a new activity time later than the last, inserts the message ($3-$6) at that time
 * (kept in SQL: a JS Date would drop the microseconds) with the scam warnings that fit ($7 when the conversation
 * already existed, $8 when this send created it: `xmax = 0` on the upserted row), and writes its `message.sent` outbox event
 * (payload as in @ile/shared's OUTBOX_EVENT_PAYLOADS). It answers one row per participant found, with
 * what was written (or nulls) on each.
 *
 * The row lock serialises one pair's messages, so their times follow commit order and a reader's "read up
 * to" time never covers a message not yet committed. The unread counts are read in the statement's
 * snapshot, which does not see its own insert (added in sendResult) nor a message the same sender
 * committed while this one waited for the lock (they only feed the live update; the next read counts it).
 */
/**
 * The cover photo of listing `p` for a card: its first rendered photo's WebP nearest 640 px wide.
 * property_image_variants_key (image_id, width, format) makes it a few index probes.
 */
export const LISTING_COVER_KEY = `(SELECT v.storage_key FROM property_images i
    JOIN property_image_variants v ON v.image_id = i.id AND v.format = 'webp'
    WHERE i.property_id = p.id AND i.status = 'processed'
    ORDER BY i.position, abs(v.width - 640), v.width LIMIT 1)`;

const SEND_MESSAGE = {
  name: 'ile_send_message_v5',
  text: `
    WITH participant AS (
      SELECT id, first_name, last_name, profile_image, read_receipts, email_verified_at, deleted_at, suspended_at,
        identity_verified_at,
        (SELECT a.business_verified_at FROM agencies a WHERE a.user_id = users.id) AS business_verified_at
      FROM users WHERE id IN ($1::uuid, $2::uuid)
    ), allowed AS (
      SELECT WHERE
        EXISTS (SELECT FROM participant WHERE id = $1::uuid AND deleted_at IS NULL AND email_verified_at IS NOT NULL)
        AND EXISTS (SELECT FROM participant WHERE id = $2::uuid AND deleted_at IS NULL AND suspended_at IS NULL)
    ), conversation AS (
      INSERT INTO conversations (user_a_id, user_b_id, last_message_at, property_id, first_recipient_id)
      SELECT least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid), clock_timestamp(), $9::uuid, $2::uuid
      FROM allowed
      ON CONFLICT ON CONSTRAINT conversations_pair_key DO UPDATE
        SET last_message_at = greatest(clock_timestamp(), conversations.last_message_at + interval '1 microsecond'),
          property_id = coalesce($9::uuid, conversations.property_id),
          first_reply_at = CASE
            WHEN conversations.first_reply_at IS NULL AND conversations.first_recipient_id = $1::uuid
            THEN clock_timestamp() ELSE conversations.first_reply_at END
      RETURNING id, created_at, last_message_at, user_a_id, user_b_id, user_a_last_read_at, user_b_last_read_at,
        property_id, (xmax = 0) AS is_new
    ), message AS (
      INSERT INTO messages (id, conversation_id, sender_id, body, media_key, media_type, created_at, warnings,
        property_id)
      SELECT $3::uuid, conversation.id, $1::uuid, $4::text, $5::text, $6::text, conversation.last_message_at,
        CASE WHEN conversation.is_new THEN $8::jsonb ELSE $7::jsonb END, conversation.property_id
      FROM conversation
      RETURNING id, conversation_id, created_at, property_id
    ), event AS (
      INSERT INTO outbox_events (event_type, payload)
      SELECT 'message.sent', jsonb_build_object(
        'messageId', message.id, 'conversationId', message.conversation_id,
        'senderId', $1::uuid, 'receiverId', $2::uuid)
      FROM message
    ), subject AS (
      -- The first message about a listing in this conversation records it; the key decides under concurrency.
      INSERT INTO conversation_properties (conversation_id, property_id, first_message_at)
      SELECT message.conversation_id, message.property_id, message.created_at FROM message
      WHERE message.property_id IS NOT NULL
      ON CONFLICT DO NOTHING
      RETURNING property_id
    ), enquiry AS (
      -- Issue 22: an enquiry begins here (a new subject, written by someone other than its lister).
      SELECT p.id AS property_id FROM subject JOIN properties p ON p.id = subject.property_id
      WHERE p.owner_id <> $1::uuid
        AND NOT EXISTS (SELECT FROM agencies a WHERE a.id = p.agency_id AND a.user_id = $1::uuid)
    ), enquiry_counted AS (
      -- The listing's enquiries today, in this statement (the upsert countToday makes for the other figures).
      INSERT INTO listing_daily_figures AS f (property_id, enquiries) SELECT property_id, 1 FROM enquiry
      ON CONFLICT (property_id, day) DO UPDATE SET enquiries = f.enquiries + 1
    ), listing AS (
      SELECT p.id AS property_id, p.title AS property_title, p.price AS property_price,
        p.currency AS property_currency, p.city AS property_city, p.state AS property_state,
        ${LISTING_COVER_KEY} AS property_image_key
      FROM message JOIN properties p ON p.id = message.property_id
    ), sent AS (
      SELECT message.id AS message_id, message.conversation_id, message.created_at AS message_created_at,
        conversation.created_at AS conversation_created_at, conversation.is_new AS conversation_new,
        conversation.user_a_id,
        conversation.user_a_last_read_at, conversation.user_b_last_read_at,
        (SELECT count(*) FROM messages m
          WHERE m.conversation_id = conversation.id AND m.sender_id = conversation.user_b_id
            AND m.created_at > coalesce(conversation.user_a_last_read_at, '-infinity'::timestamptz))::int
          AS user_a_unread,
        (SELECT count(*) FROM messages m
          WHERE m.conversation_id = conversation.id AND m.sender_id = conversation.user_a_id
            AND m.created_at > coalesce(conversation.user_b_last_read_at, '-infinity'::timestamptz))::int
          AS user_b_unread,
        EXISTS (SELECT FROM enquiry) AS enquiry_started
      FROM message, conversation
    )
    SELECT participant.*, sent.*, listing.* FROM participant LEFT JOIN sent ON true LEFT JOIN listing ON true`,
} as const;

const warningsValue = (warnings: ScamWarning[]) => (warnings.length === 0 ? null : JSON.stringify(warnings));

const sendValues = (draft: MessageDraft): unknown[] => [
  draft.senderId,
  draft.receiverId,
  draft.id,
  draft.body,
  draft.mediaKey,
  draft.mediaType,
  warningsValue(draft.warnings.later),
  warningsValue(draft.warnings.first),
  draft.propertyId,
];

type SendRow = MessageParticipant & Nullable<SentRow> & Nullable<MessageListingRow>;

/** The listing columns of a row, or null when they are empty. */
export function listingOf(row: Nullable<MessageListingRow>): MessageListingRow | null {
  if (!row.property_id || row.property_title === null || row.property_price === null) return null;
  return {
    property_id: row.property_id,
    property_title: row.property_title,
    property_price: row.property_price,
    property_currency: row.property_currency ?? '',
    property_city: row.property_city,
    property_state: row.property_state,
    property_image_key: row.property_image_key,
  };
}

/** A row read with a listing's card columns, those columns folded into `listing` (null for none). */
export function withListing<T extends Nullable<MessageListingRow>>(
  row: T,
): Omit<T, keyof MessageListingRow> & { listing: MessageListingRow | null } {
  const {
    property_id,
    property_title,
    property_price,
    property_currency,
    property_city,
    property_state,
    property_image_key,
    ...rest
  } = row;
  return {
    ...rest,
    listing: listingOf({
      property_id,
      property_title,
      property_price,
      property_currency,
      property_city,
      property_state,
      property_image_key,
    }),
  };
}

function sendResult(rows: SendRow[], draft: MessageDraft): SendResult {
  const participants = rows.map((row) => ({
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    profile_image: row.profile_image,
    read_receipts: row.read_receipts,
    email_verified_at: row.email_verified_at,
    deleted_at: row.deleted_at,
    suspended_at: row.suspended_at,
    identity_verified_at: row.identity_verified_at,
    business_verified_at: row.business_verified_at,
  }));
  const row = rows[0];
  if (
    !row?.message_id ||
    !row.conversation_id ||
    !row.message_created_at ||
    !row.conversation_created_at ||
    row.conversation_new === null ||
    !row.user_a_id
  )
    return { participants, sent: null };
  const sentByA = row.user_a_id === draft.senderId.toLowerCase();
  return {
    participants,
    sent: {
      id: row.message_id,
      conversation_id: row.conversation_id,
      created_at: row.message_created_at,
      conversation_created_at: row.conversation_created_at,
      first_in_conversation: row.conversation_new,
      warnings: row.conversation_new ? draft.warnings.first : draft.warnings.later,
      user_a_id: row.user_a_id,
      user_a_last_read_at: row.user_a_last_read_at,
      user_b_last_read_at: row.user_b_last_read_at,
      // The new message is unread by its receiver.
      user_a_unread: (row.user_a_unread ?? 0) + (sentByA ? 0 : 1),
      user_b_unread: (row.user_b_unread ?? 0) + (sentByA ? 1 : 0),
      listing: listingOf(row),
      enquiry_started: row.enquiry_started === true,
    },
  };
}

export interface MessageSender {
  send(draft: MessageDraft): Promise<SendResult>;
  close(): Promise<void>;
}

/**
 * The hot path of messaging: a few connections of their own on which the send statement stays prepared
 * (a named statement, planned once per connection). Kysely sends every statement unnamed, and planning
 * this one costs more than running it: measured, PostgreSQL's CPU per message falls from 0.81 to 0.35 ms
 * and the round trip from 2.8 to 1.2 ms (docs/performance.md).
 */
export function createMessageSender(
  connectionString: string,
  options: { max: number; onIdleError(error: Error): void },
): MessageSender {
  const pool = new pg.Pool({ connectionString, max: options.max, application_name: 'ile-messages' });
  pool.on('error', options.onIdleError);
  return {
    async send(draft) {
      const { rows } = await pool.query<SendRow>({
        name: SEND_MESSAGE.name,
        text: SEND_MESSAGE.text,
        values: sendValues(draft),
      });
      return sendResult(rows, draft);
    },
    close: () => pool.end(),
  };
}

/** A message with its sender's name and what its receiver has read. */
export interface MessageRow {
  id: string;
  conversation_id: string;
  sender_id: string;
  sender_first_name: string;
  sender_last_name: string;
  receiver_id: string;
  body: string | null;
  media_key: string | null;
  media_type: string | null;
  /** Scam warnings for the receiver; null when none. */
  warnings: ScamWarning[] | null;
  created_at: Date;
  /** The receiver's read-up-to time when it covers this message, else null (before any privacy rule). */
  read_at: Date | null;
  /** The listing it was sent about, or null. */
  listing: MessageListingRow | null;
}

function messageRows(db: Executor) {
  return db
    .selectFrom('messages as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .innerJoin('users as sender', 'sender.id', 'm.sender_id')
    .leftJoin('properties as p', 'p.id', 'm.property_id')
    .select([
      'm.property_id',
      'p.title as property_title',
      'p.price as property_price',
      'p.currency as property_currency',
      'p.city as property_city',
      'p.state as property_state',
      sql<string | null>`${sql.raw(LISTING_COVER_KEY)}`.as('property_image_key'),
      'm.id',
      'm.conversation_id',
      'm.sender_id',
      'sender.first_name as sender_first_name',
      'sender.last_name as sender_last_name',
      sql<string>`CASE WHEN m.sender_id = c.user_a_id THEN c.user_b_id ELSE c.user_a_id END`.as(
        'receiver_id',
      ),
      'm.body',
      'm.media_key',
      'm.media_type',
      'm.warnings',
      'm.created_at',
      sql<Date | null>`CASE WHEN m.sender_id = c.user_a_id
        THEN CASE WHEN c.user_b_last_read_at >= m.created_at THEN c.user_b_last_read_at END
        ELSE CASE WHEN c.user_a_last_read_at >= m.created_at THEN c.user_a_last_read_at END
      END`.as('read_at'),
    ]);
}

export interface ThreadPage {
  limit: number;
  /** Only messages older than this one (by time, then id): exact keyset paging. */
  beforeId?: string;
  /** Only messages older than this time. */
  before?: Date;
}

/** One page of a thread, oldest first: the `limit` newest messages before the cursor. */
export async function listThread(
  db: Executor,
  conversationId: string,
  page: ThreadPage,
): Promise<MessageRow[]> {
  let query = messageRows(db).where('m.conversation_id', '=', conversationId);
  if (page.beforeId) {
    query = query.where(
      sql<boolean>`(m.created_at, m.id) < (SELECT cursor.created_at, cursor.id FROM messages cursor
        WHERE cursor.id = ${page.beforeId} AND cursor.conversation_id = ${conversationId})`,
    );
  }
  if (page.before) query = query.where('m.created_at', '<', page.before);
  const rows = await query
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(page.limit)
    .execute();
  return rows.reverse().map(withListing);
}
