import { z } from 'zod';
import { IdSchema, TimestampSchema } from '../contracts/common';
import { ConversationSchema, MessageSchema } from '../contracts/messaging';

/** socket.io event names. Each user joins only their own room; the server emits, clients listen. */
export const REALTIME_EVENTS = {
  messageNew: 'message:new',
  conversationUpdated: 'conversation:updated',
  notificationNew: 'notification:new',
} as const;
export type RealtimeEventName = (typeof REALTIME_EVENTS)[keyof typeof REALTIME_EVENTS];

/** The room a user's sockets join. */
export const userRoom = (userId: string): string => `user:${userId}`;

export const NOTIFICATION_KINDS = [
  'notice',
  'ticket_reply',
  'ticket_status',
  'application_decided',
  'verification_decided',
  'payment',
  'message',
  'report',
  /** A saved search matched a new listing or a price drop (issue 19). */
  'saved_search',
  /** A viewing was requested, confirmed, declined, cancelled or moved; a reminder; "Did it happen?" (issue 21). */
  'viewing',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NotificationSchema = z.object({
  id: IdSchema,
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string().nullable(),
  /** A site path to open, e.g. '/account/ticket'. */
  link: z.string().nullable(),
  createdAt: TimestampSchema,
});
export type Notification = z.infer<typeof NotificationSchema>;

export const REALTIME_PAYLOADS = {
  'message:new': MessageSchema,
  'conversation:updated': ConversationSchema,
  'notification:new': NotificationSchema,
} as const satisfies Record<RealtimeEventName, z.ZodType>;

/** socket.io's typed-events map: `new Server<ClientToServerEvents, ServerToClientEvents>()`. */
export type ServerToClientEvents = {
  [E in RealtimeEventName]: (payload: z.infer<(typeof REALTIME_PAYLOADS)[E]>) => void;
};
/** Clients only listen; every action goes through the HTTP API. */
export type ClientToServerEvents = Record<string, never>;

/** The handshake's `auth` field. */
export const RealtimeHandshakeAuth = z.object({ token: z.string().min(1) });
export type RealtimeHandshakeAuth = z.infer<typeof RealtimeHandshakeAuth>;
