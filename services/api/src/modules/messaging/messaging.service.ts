import { randomUUID } from 'node:crypto';
import type { Conversation as ConversationRow, Db, Storage } from '@ile/db';
import {
  type ConversationSide,
  conversationSides,
  findConversationBetween,
  findConversationOf,
  findMessageListing,
  listConversationListings,
  markConversationRead,
} from '@ile/db/repositories/conversations.repository';
import {
  listThread,
  type MessageParticipant,
  type MessageRow,
  type MessageSender,
  type SendResult,
  type SentMessage,
} from '@ile/db/repositories/messages.repository';
import { findMessageParticipants, userExists } from '@ile/db/repositories/users.repository';
import type {
  Conversation,
  ConversationsBody,
  GetMessagesBody,
  Message,
  MessageListing,
  SendMessageBody,
} from '@ile/shared';
import { checkMessageEitherWay } from '@ile/shared/scam/check-message';
import type { FastifyBaseLogger } from 'fastify';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { requireVerifiedEmail } from '../../lib/verified-email';
import type { Realtime } from '../../plugins/app/realtime';
import { removeAttachment, type StoredAttachment, storeAttachment } from './attachment-image';
import { readReceiptsVisible, toConversation, toMessage, toMessageListing } from './messaging.mapper';
import { reportRepeatedScamWarnings } from './scam-reports';

export const CANNOT_MESSAGE_SELF = 'You cannot send a message to yourself';
export const USER_NOT_FOUND = 'That user does not exist';
export const CONVERSATION_NOT_FOUND = 'Conversation not found';
export const LISTING_NOT_AVAILABLE = 'That listing does not exist or is not published';
export const NOT_THE_LISTER =
  'A message about a listing goes to the person who lists it (or comes from them): this person does not list it';

type Participant = Pick<
  MessageParticipant,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'profile_image'
  | 'read_receipts'
  | 'identity_verified_at'
  | 'business_verified_at'
>;

/** The conversation as `me` sees it right after a message was sent in it. */
function sideAfterSend(
  sent: SentMessage,
  last: { body: string | null; mediaKey: string | null },
  me: Participant,
  other: Participant,
): ConversationSide {
  const meIsA = sent.user_a_id === me.id;
  return {
    id: sent.conversation_id,
    created_at: sent.conversation_created_at,
    last_message_at: sent.created_at,
    me_id: me.id,
    me_first_name: me.first_name,
    me_last_name: me.last_name,
    me_read_receipts: me.read_receipts,
    other_id: other.id,
    other_first_name: other.first_name,
    other_last_name: other.last_name,
    other_profile_image: other.profile_image,
    other_read_receipts: other.read_receipts,
    other_identity_verified_at: other.identity_verified_at,
    other_business_verified_at: other.business_verified_at,
    other_last_read_at: meIsA ? sent.user_b_last_read_at : sent.user_a_last_read_at,
    last_body: last.body,
    last_media_key: last.mediaKey,
    unread_count: meIsA ? sent.user_a_unread : sent.user_b_unread,
    listing: sent.listing,
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;

const NO_WARNINGS = { first: [], later: [] };

/** `writer` writes messages (createMessageSender: its own prepared-statement pool); `db` does the rest. */
export function createMessagingService(
  db: Db,
  storage: Storage,
  realtime: Realtime,
  writer: MessageSender,
  log: Pick<FastifyBaseLogger, 'error'>,
) {
  /**
   * Throws why a message between the two may not be sent: the sender must be allowed to contact people
   * (requireVerifiedEmail's checks and messages: it answers for a refused sender), the receiver must be a
   * live account (deleted or suspended ones cannot be written to). Answers both when they may.
   */
  async function checkParticipants(
    participants: MessageParticipant[],
    senderId: string,
    receiverId: string,
  ): Promise<[MessageParticipant, MessageParticipant]> {
    const sender = participants.find((row) => row.id === senderId);
    if (!sender || sender.deleted_at || !sender.email_verified_at) {
      await requireVerifiedEmail(db, senderId);
      throw new Error('the sender passed requireVerifiedEmail but not the send check');
    }
    const receiver = participants.find((row) => row.id === receiverId);
    if (!receiver || receiver.deleted_at || receiver.suspended_at) throw new NotFoundError(USER_NOT_FOUND);
    return [sender, receiver];
  }

  /**
   * Throws unless a message from `senderId` to `receiverId` may be about listing `propertyId`: it exists and is
   * published, or it already is a subject of their conversation (a listing taken down mid-conversation can
   * still be answered about); and one of the two lists it (its owner, or the account of the agency it is listed
   * under), so a listing cannot be pinned on a conversation with a stranger to it. One statement.
   */
  async function checkListing(senderId: string, receiverId: string, propertyId: string): Promise<void> {
    const listing = await findMessageListing(db, propertyId, senderId, receiverId);
    if (!listing || (listing.status !== 'published' && !listing.discussed))
      throw new NotFoundError(LISTING_NOT_AVAILABLE);
    const listers = [listing.owner_id, listing.agency_user_id];
    if (!listers.includes(senderId) && !listers.includes(receiverId))
      throw new BadRequestError(NOT_THE_LISTER, { propertyId: [NOT_THE_LISTER] });
  }

  /** The two people, read ahead of a picture so one is only rendered for a message that may be sent. */
  function findParticipants(senderId: string, receiverId: string): Promise<MessageParticipant[]> {
    return findMessageParticipants(db, [senderId, receiverId]);
  }

  const sideOf = (sides: ConversationSide[], userId: string) => {
    const side = sides.find((candidate) => candidate.me_id === userId);
    if (!side) throw new Error(`conversation has no side for ${userId}`);
    return side;
  };

  /** The caller's conversation named by id (participants only) or by the other person. */
  async function resolveConversation(
    userId: string,
    target: { receiverId?: string; conversationId?: string },
  ): Promise<ConversationRow | undefined> {
    if (target.conversationId) {
      const conversation = await findConversationOf(db, target.conversationId.toLowerCase(), userId);
      const otherId =
        conversation && (conversation.user_a_id === userId ? conversation.user_b_id : conversation.user_a_id);
      if (!conversation || (target.receiverId && target.receiverId.toLowerCase() !== otherId))
        throw new NotFoundError(CONVERSATION_NOT_FOUND);
      return conversation;
    }
    const receiverId = (target.receiverId ?? '').toLowerCase();
    if (receiverId === userId)
      throw new BadRequestError(CANNOT_MESSAGE_SELF, { receiverId: [CANNOT_MESSAGE_SELF] });
    const [conversation, other] = await Promise.all([
      findConversationBetween(db, userId, receiverId),
      userExists(db, receiverId),
    ]);
    if (!other) throw new NotFoundError(USER_NOT_FOUND);
    return conversation;
  }

  /**
   * Marks the caller's unread messages read; on a change, the caller's other tabs get the new unread count
   * and, when both show read receipts, the other person learns how far the thread was read.
   */
  async function markRead(userId: string, conversation: ConversationRow): Promise<ConversationSide[] | null> {
    if (!(await markConversationRead(db, conversation, userId))) return null;
    const sides = await conversationSides(db, { conversationId: conversation.id });
    const mine = sideOf(sides, userId);
    realtime.pushConversation(userId, toConversation(mine));
    if (readReceiptsVisible(mine))
      realtime.pushConversation(mine.other_id, toConversation(sideOf(sides, mine.other_id)));
    return sides;
  }

  return {
    /**
     * Sends a message, creating the conversation on the first one. The checks, the message with its scam
     * warnings, its conversation's new activity time and its `message.sent` event are one statement; both
     * people's tabs are then told from what it answered (the receiver's copy with the warnings). A text
     * message costs one query; a picture one more, before it is rendered; a warned one one or two more
     * (the automatic report). A warning never stops a message.
     */
    async send(senderId: string, body: SendMessageBody): Promise<Message> {
      const receiverId = body.receiverId.toLowerCase();
      if (receiverId === senderId)
        throw new BadRequestError(CANNOT_MESSAGE_SELF, { receiverId: [CANNOT_MESSAGE_SELF] });
      const id = randomUUID();
      const propertyId = body.propertyId?.toLowerCase() ?? null;
      if (propertyId) await checkListing(senderId, receiverId, propertyId);
      let attachment: StoredAttachment | null = null;
      if (body.media) {
        await checkParticipants(await findParticipants(senderId, receiverId), senderId, receiverId);
        attachment = await storeAttachment(storage, `messages/${id}`, body.media, 'media');
      }
      const text = body.message === '' ? null : body.message;
      const warnings = text === null ? NO_WARNINGS : checkMessageEitherWay(text);
      let written: SendResult;
      try {
        written = await writer.send({
          id,
          senderId,
          receiverId,
          body: text,
          mediaKey: attachment?.key ?? null,
          mediaType: attachment?.contentType ?? null,
          warnings,
          propertyId,
        });
        if (!written.sent) {
          await checkParticipants(written.participants, senderId, receiverId);
          throw new Error('the message was refused for no known reason');
        }
      } catch (error) {
        await removeAttachment(storage, attachment);
        throw error;
      }
      const sent = written.sent;
      const [sender, receiver] = await checkParticipants(written.participants, senderId, receiverId);

      const row: MessageRow = {
        id,
        conversation_id: sent.conversation_id,
        sender_id: senderId,
        sender_first_name: sender.first_name,
        sender_last_name: sender.last_name,
        receiver_id: receiverId,
        body: text,
        media_key: attachment?.key ?? null,
        media_type: attachment?.contentType ?? null,
        warnings: sent.warnings.length > 0 ? sent.warnings : null,
        created_at: sent.created_at,
        read_at: null,
        listing: sent.listing,
      };
      const message = toMessage(row, false, senderId);
      realtime.pushMessage(toMessage(row, false, receiverId), message);
      const last = { body: text, mediaKey: attachment?.key ?? null };
      realtime.pushConversation(receiverId, toConversation(sideAfterSend(sent, last, receiver, sender)));
      realtime.pushConversation(senderId, toConversation(sideAfterSend(sent, last, sender, receiver)));
      if (sent.warnings.length > 0) {
        // The message is delivered whatever happens here; a failure only delays the report to the next one.
        await reportRepeatedScamWarnings(db, senderId).catch((err: Error) =>
          log.error({ err, senderId }, 'automatic scam report failed'),
        );
      }
      return message;
    },

    /** The caller's conversations, newest activity first; with `propertyId`, those ever about that listing. */
    async conversations(userId: string, filter: ConversationsBody = {}): Promise<Conversation[]> {
      const propertyId = filter.propertyId?.toLowerCase();
      return (await conversationSides(db, { userId, propertyId })).map(toConversation);
    },

    /** The listings the caller's conversations were about, most recently opened first (the inbox's filter). */
    async conversationListings(userId: string): Promise<MessageListing[]> {
      return (await listConversationListings(db, userId)).flatMap((row) => toMessageListing(row) ?? []);
    },

    /**
     * One page of a thread, oldest first. Reading it marks what the other person sent as read (before the
     * page is loaded, so everything marked is on it or newer and pushed to the open tab).
     */
    async thread(userId: string, body: GetMessagesBody): Promise<Message[]> {
      const conversation = await resolveConversation(userId, body);
      if (!conversation) return [];
      const sides =
        (await markRead(userId, conversation)) ??
        (await conversationSides(db, { conversationId: conversation.id }));
      const showReadState = readReceiptsVisible(sideOf(sides, userId));
      const rows = await listThread(db, conversation.id, {
        limit: body.limit,
        beforeId: body.beforeId?.toLowerCase(),
        before: body.before ? new Date(body.before) : undefined,
      });
      return rows.map((row) => toMessage(row, showReadState, userId));
    },

    /** Marks the thread with `receiverId` read (a message arrived in an open thread); 404 before any message. */
    async markRead(userId: string, receiverId: string): Promise<Conversation> {
      const conversation = await resolveConversation(userId, { receiverId });
      if (!conversation) throw new NotFoundError(CONVERSATION_NOT_FOUND);
      const sides =
        (await markRead(userId, conversation)) ??
        (await conversationSides(db, { conversationId: conversation.id }));
      return toConversation(sideOf(sides, userId));
    },
  };
}
