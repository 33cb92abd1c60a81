import { sql } from 'kysely';
import type { Executor } from '../database';
import type { Conversation } from '../schema';
import { LISTING_COVER_KEY, type MessageListingRow, withListing } from './messages.repository';

/**
 * A pair is stored once, smaller id first (conversations_order_check). Ids are compared as lower-case
 * text, which orders like PostgreSQL's uuid comparison.
 */
export function orderedPair(one: string, other: string): [string, string] {
  const [x, y] = [one.toLowerCase(), other.toLowerCase()];
  return x < y ? [x, y] : [y, x];
}

export function findConversationBetween(
  db: Executor,
  one: string,
  other: string,
): Promise<Conversation | undefined> {
  const [a, b] = orderedPair(one, other);
  return db
    .selectFrom('conversations')
    .selectAll()
    .where('user_a_id', '=', a)
    .where('user_b_id', '=', b)
    .executeTakeFirst();
}

/** The conversation when `userId` takes part in it; undefined for anyone else (a 404, never a 403). */
export function findConversationOf(
  db: Executor,
  conversationId: string,
  userId: string,
): Promise<Conversation | undefined> {
  return db
    .selectFrom('conversations')
    .selectAll()
    .where('id', '=', conversationId)
    .where((eb) => eb.or([eb('user_a_id', '=', userId), eb('user_b_id', '=', userId)]))
    .executeTakeFirst();
}

/**
 * Marks everything the other person sent so far as read by `userId`. Writes only when something was
 * unread, and answers whether it did (so read receipts are pushed only on a change).
 */
export async function markConversationRead(
  db: Executor,
  conversation: Pick<Conversation, 'id' | 'user_a_id'>,
  userId: string,
): Promise<boolean> {
  const column = conversation.user_a_id === userId ? 'user_a_last_read_at' : 'user_b_last_read_at';
  const result = await db
    .updateTable('conversations')
    .set({ [column]: sql`clock_timestamp()` })
    .where('id', '=', conversation.id)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('messages')
          .select(sql`1`.as('one'))
          .whereRef('messages.conversation_id', '=', 'conversations.id')
          .where('messages.sender_id', '!=', userId)
          .where(
            'messages.created_at',
            '>',
            sql<Date>`coalesce(${sql.ref(`conversations.${column}`)}, '-infinity'::timestamptz)`,
          ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A conversation seen from one participant ("me"): the other person, the last message, what is unread. */
export interface ConversationSide {
  id: string;
  created_at: Date;
  last_message_at: Date | null;
  me_id: string;
  me_first_name: string;
  me_last_name: string;
  me_read_receipts: boolean;
  other_id: string;
  other_first_name: string;
  other_last_name: string;
  other_profile_image: string | null;
  other_read_receipts: boolean;
  /** The other person's ID check and their agency's business check, for their badges. */
  other_identity_verified_at: Date | null;
  other_business_verified_at: Date | null;
  /** Until when the other person has read what "me" sent. */
  other_last_read_at: Date | null;
  last_body: string | null;
  last_media_key: string | null;
  unread_count: number;
  /** The listing the conversation is about now, or null. */
  listing: MessageListingRow | null;
}

type SideFilter = { userId: string; propertyId?: string } | { conversationId: string };

type SideRow = Omit<ConversationSide, 'listing'> & {
  [K in keyof MessageListingRow]: MessageListingRow[K] | null;
};

/**
 * Conversations as their participants see them. `{ userId }`: every conversation of that user, newest
 * activity first (stable by id). `{ conversationId }`: that conversation from both sides (two rows).
 */
export async function conversationSides(db: Executor, filter: SideFilter): Promise<ConversationSide[]> {
  const where =
    'userId' in filter
      ? sql`(c.user_a_id = ${filter.userId} OR c.user_b_id = ${filter.userId}) AND side.me_id = ${filter.userId}
          ${
            filter.propertyId
              ? sql`AND EXISTS (SELECT FROM conversation_properties cp
                  WHERE cp.conversation_id = c.id AND cp.property_id = ${filter.propertyId})`
              : sql``
          }`
      : sql`c.id = ${filter.conversationId}`;
  const { rows } = await sql<SideRow>`
    SELECT c.id, c.created_at, c.last_message_at,
      side.me_id, me.first_name AS me_first_name, me.last_name AS me_last_name,
      me.read_receipts AS me_read_receipts,
      side.other_id, other.first_name AS other_first_name, other.last_name AS other_last_name,
      other.profile_image AS other_profile_image, other.read_receipts AS other_read_receipts,
      other.identity_verified_at AS other_identity_verified_at,
      (SELECT a.business_verified_at FROM agencies a WHERE a.user_id = side.other_id) AS other_business_verified_at,
      side.other_last_read_at,
      last.body AS last_body, last.media_key AS last_media_key,
      (SELECT count(*) FROM messages unread
        WHERE unread.conversation_id = c.id AND unread.sender_id <> side.me_id
          AND unread.created_at > coalesce(side.my_last_read_at, '-infinity'::timestamptz))::int AS unread_count,
      p.id AS property_id, p.title AS property_title, p.price AS property_price, p.currency AS property_currency,
      p.city AS property_city, p.state AS property_state, ${sql.raw(LISTING_COVER_KEY)} AS property_image_key
    FROM conversations c
    LEFT JOIN properties p ON p.id = c.property_id
    CROSS JOIN LATERAL (VALUES
      (c.user_a_id, c.user_b_id, c.user_a_last_read_at, c.user_b_last_read_at),
      (c.user_b_id, c.user_a_id, c.user_b_last_read_at, c.user_a_last_read_at)
    ) AS side (me_id, other_id, my_last_read_at, other_last_read_at)
    JOIN users me ON me.id = side.me_id
    JOIN users other ON other.id = side.other_id
    LEFT JOIN LATERAL (
      SELECT m.body, m.media_key FROM messages m
      WHERE m.conversation_id = c.id
      ORDER BY m.created_at DESC, m.id DESC
      LIMIT 1
    ) last ON true
    WHERE ${where}
    ORDER BY coalesce(c.last_message_at, c.created_at) DESC, c.id DESC, side.me_id
  `.execute(db);
  return rows.map(withListing);
}

/** A listing a message may be about, and what decides whether it may (findMessageListing). */
export interface MessageListingCheck {
  id: string;
  status: string;
  owner_id: string;
  /** The account of the agency it is listed under, if any. */
  agency_user_id: string | null;
  /** It already is a subject of the two people's conversation. */
  discussed: boolean;
}

/**
 * The listing `propertyId` as a message between `senderId` and `receiverId` would be about it: one statement,
 * the only one opening a conversation from a listing adds to sending (docs/messaging.md, "Listings").
 */
export async function findMessageListing(
  db: Executor,
  propertyId: string,
  senderId: string,
  receiverId: string,
): Promise<MessageListingCheck | undefined> {
  const [a, b] = orderedPair(senderId, receiverId);
  const { rows } = await sql<MessageListingCheck>`
    SELECT p.id, p.status, p.owner_id,
      (SELECT ag.user_id FROM agencies ag WHERE ag.id = p.agency_id) AS agency_user_id,
      EXISTS (SELECT FROM conversations c JOIN conversation_properties cp ON cp.conversation_id = c.id
        WHERE c.user_a_id = ${a} AND c.user_b_id = ${b} AND cp.property_id = p.id) AS discussed
    FROM properties p WHERE p.id = ${propertyId}`.execute(db);
  return rows[0];
}

/** The listings `userId`'s conversations have been about, most recently discussed first (the inbox filter). */
export async function listConversationListings(db: Executor, userId: string): Promise<MessageListingRow[]> {
  const { rows } = await sql<MessageListingRow>`
    SELECT p.id AS property_id, p.title AS property_title, p.price AS property_price,
      p.currency AS property_currency, p.city AS property_city, p.state AS property_state,
      ${sql.raw(LISTING_COVER_KEY)} AS property_image_key
    FROM (SELECT cp.property_id, max(cp.first_message_at) AS at
          FROM conversations c JOIN conversation_properties cp ON cp.conversation_id = c.id
          WHERE c.user_a_id = ${userId} OR c.user_b_id = ${userId}
          GROUP BY cp.property_id) discussed
    JOIN properties p ON p.id = discussed.property_id
    ORDER BY discussed.at DESC, p.id`.execute(db);
  return rows;
}
