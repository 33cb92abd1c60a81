import { z } from 'zod';
import { TEXT_LIMITS } from '../constants/limits';
import { SCAM_SAFETY_ADVICE, SCAM_WARNING_KINDS } from '../scam/scam-kinds';
import { IdSchema, ImageDataUrlSchema, optionalInput, TimestampSchema } from './common';
import { ListingCurrencySchema } from './listing-fields';
import { VerificationBadgesSchema } from './verification';

/**
 * The listing a message was sent about, or a conversation is about now, as its card shows it (docs/messaging.md,
 * "Listings"). `image` is the cover photo (null before it is rendered); `city`/`state` are its place.
 */
export const MessageListingSchema = z.object({
  id: IdSchema,
  title: z.string(),
  image: z.string().nullable(),
  price: z.number(),
  currency: ListingCurrencySchema,
  city: z.string().nullable(),
  state: z.string().nullable(),
});
export type MessageListing = z.infer<typeof MessageListingSchema>;

/** A conversation from the caller's side: `receiver_*` is the other person. */
export const ConversationSchema = z.object({
  id: IdSchema,
  receiver_id: IdSchema,
  receiver_name: z.string(),
  receiver_image: z.string().nullable(),
  /** The other person's badges, shown next to their name. */
  receiver_verification: VerificationBadgesSchema,
  /** The newest message's text ('Image' for a picture without text); null before the first message. */
  last_message: z.string().nullable(),
  /** Messages from the other person the caller has not read yet. */
  unread_count: z.number().int().min(0),
  /**
   * Until when the other person has read the thread: every message of the caller's created at or before it
   * is read. Null when they have read nothing, and whenever either of the two turned read receipts off.
   */
  receiver_read_at: TimestampSchema.nullable(),
  createdAt: TimestampSchema,
  /** The last activity (the newest message, or the creation): the list is ordered by it, newest first. */
  updatedAt: TimestampSchema,
  /** The listing the conversation is about now (its latest message's); null when it never was about one. */
  property: MessageListingSchema.nullable(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** A scam pattern the message shows (docs/trust.md "Scam warnings"), and why it is a worry. */
export const MessageWarningSchema = z.object({
  kind: z.enum(SCAM_WARNING_KINDS),
  reason: z.string().meta({ description: 'Shown to the recipient under the general advice' }),
});
export type MessageWarning = z.infer<typeof MessageWarningSchema>;

/**
 * `read_at` is when the receiver had read the thread up to this message (read "by then"); null while unread,
 * and also whenever either participant turned read receipts off.
 */
export const MessageSchema = z.object({
  id: IdSchema,
  conversation_id: IdSchema,
  sender_id: IdSchema,
  sender_name: z.string(),
  receiver_id: IdSchema,
  message: z.string(),
  /** URL of the attached picture as a WebP at most 1280 px wide, or null. */
  media: z.string().nullable(),
  /** The same picture at most 320 px wide, for the thread; null without a picture. */
  media_preview: z.string().nullable(),
  media_type: z.string().nullable(),
  createdAt: TimestampSchema,
  read_at: TimestampSchema.nullable(),
  warnings: z.array(MessageWarningSchema).meta({
    description: `Scam warnings, on the recipient's copy only (always empty on the sender's): the site shows each reason under "${SCAM_SAFETY_ADVICE}" with a Report action. The message is delivered either way.`,
  }),
  /** The listing it was sent about (given with it, or the conversation's subject then); null for none. */
  property: MessageListingSchema.nullable(),
});
export type Message = z.infer<typeof MessageSchema>;

/**
 * POST /api/v1/message/send and /api/v1/conversations/create-conversation: text, one image, or both.
 * `senderId`/`senderName` are optional (identity comes from the token).
 */
export const SendMessageBody = z
  .object({
    senderId: IdSchema.optional(),
    senderName: z
      .string()
      .max(TEXT_LIMITS.name * 2)
      .optional(),
    receiverId: IdSchema,
    message: z.string().trim().max(TEXT_LIMITS.message).default(''),
    media: optionalInput(ImageDataUrlSchema),
    mediaType: optionalInput(z.string().max(100)),
    propertyId: optionalInput(IdSchema).meta({
      description:
        'The listing the message is about: published (or already a subject of this conversation), and listed by the sender or the receiver (its owner, or the agency it is listed under). Without it the message is about the conversation’s current listing, if any',
    }),
  })
  .refine((body) => body.message !== '' || body.media !== undefined, {
    error: 'Write a message or attach an image',
    path: ['message'],
  });
export type SendMessageBody = z.infer<typeof SendMessageBody>;
export const CreateConversationBody = SendMessageBody;
export type CreateConversationBody = SendMessageBody;
/** data of send and create-conversation: the stored message. */
export const SendMessageResponse = MessageSchema;

/** POST /api/v1/conversations/conversations; `propertyId` keeps the conversations that were ever about it. */
export const ConversationsBody = z.object({
  senderId: IdSchema.optional(),
  propertyId: optionalInput(IdSchema),
});
export type ConversationsBody = z.infer<typeof ConversationsBody>;
export const ConversationsResponse = z.array(ConversationSchema);
export type ConversationsResponse = z.infer<typeof ConversationsResponse>;
/** data of POST /api/v1/conversations/listings: the listings the caller's conversations were about. */
export const ConversationListingsResponse = z.array(MessageListingSchema);
export type ConversationListingsResponse = z.infer<typeof ConversationListingsResponse>;

/**
 * POST /api/v1/message/get-messages: the thread with `receiverId` (or the conversation `conversationId`),
 * newest page first. Older pages with `beforeId`, the id of the oldest message already shown (exact, even
 * when two messages share a millisecond); `before` (a time) is accepted too.
 */
export const GetMessagesBody = z
  .object({
    senderId: IdSchema.optional(),
    receiverId: IdSchema.optional(),
    conversationId: IdSchema.optional(),
    beforeId: IdSchema.optional(),
    before: TimestampSchema.optional(),
    limit: z.number().int().min(1).max(100).default(50),
  })
  .refine((body) => body.receiverId !== undefined || body.conversationId !== undefined, {
    error: 'Name the other person (receiverId) or the conversation (conversationId)',
    path: ['receiverId'],
  });
export type GetMessagesBody = z.infer<typeof GetMessagesBody>;
/** data of get-messages, oldest first. */
export const GetMessagesResponse = z.array(MessageSchema);
export type GetMessagesResponse = z.infer<typeof GetMessagesResponse>;

/** POST /api/v1/message/mark-read: marks the thread with `receiverId` as read up to now (an open thread). */
export const MarkConversationReadBody = z.object({ senderId: IdSchema.optional(), receiverId: IdSchema });
export type MarkConversationReadBody = z.infer<typeof MarkConversationReadBody>;
/** data of mark-read: the conversation from the caller's side. */
export const MarkConversationReadResponse = ConversationSchema;
