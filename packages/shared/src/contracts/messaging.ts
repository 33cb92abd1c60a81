import { z } from 'zod';
import { TEXT_LIMITS } from '../constants/limits';
import { IdSchema, ImageDataUrlSchema, optionalInput, TimestampSchema } from './common';

/** A conversation from the caller's side: `receiver_*` is the other person. */
export const ConversationSchema = z.object({
  id: IdSchema,
  receiver_id: IdSchema,
  receiver_name: z.string(),
  receiver_image: z.string().nullable(),
  last_message: z.string().nullable(),
  unread_count: z.number().int().min(0),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** `read_at` is null when unread, and also when the reader turned read receipts off. */
export const MessageSchema = z.object({
  id: IdSchema,
  conversation_id: IdSchema,
  sender_id: IdSchema,
  sender_name: z.string(),
  receiver_id: IdSchema,
  message: z.string(),
  media: z.string().nullable(),
  media_type: z.string().nullable(),
  createdAt: TimestampSchema,
  read_at: TimestampSchema.nullable(),
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

/** POST /api/v1/conversations/conversations. */
export const ConversationsBody = z.object({ senderId: IdSchema.optional() });
export type ConversationsBody = z.infer<typeof ConversationsBody>;
export const ConversationsResponse = z.array(ConversationSchema);
export type ConversationsResponse = z.infer<typeof ConversationsResponse>;

/** POST /api/v1/message/get-messages: the thread with `receiverId`, newest page first, older with `before`. */
export const GetMessagesBody = z.object({
  senderId: IdSchema.optional(),
  receiverId: IdSchema,
  before: TimestampSchema.optional(),
  limit: z.number().int().min(1).max(100).default(50),
});
export type GetMessagesBody = z.infer<typeof GetMessagesBody>;
/** data of get-messages, oldest first. */
export const GetMessagesResponse = z.array(MessageSchema);
export type GetMessagesResponse = z.infer<typeof GetMessagesResponse>;

/** Marks the thread with `receiverId` as read up to now. */
export const MarkConversationReadBody = z.object({ receiverId: IdSchema });
export type MarkConversationReadBody = z.infer<typeof MarkConversationReadBody>;
