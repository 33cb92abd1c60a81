import { z } from 'zod';
import { TEXT_LIMITS } from '../constants/limits';
import { NOTICE_AUDIENCES } from '../constants/notices';
import { IdSchema, requiredText, TimestampSchema } from './common';
import { PaginationQuery, paginated } from './query';

export const NoticeAudienceSchema = z.enum(NOTICE_AUDIENCES);

/** `to` is the audience slug ('end_users', ..., 'everyone'); NOTICE_AUDIENCE_OPTIONS has the labels. */
export const NoticeSchema = z.object({
  id: IdSchema,
  heading: z.string(),
  description: z.string(),
  createdAt: TimestampSchema,
  to: NoticeAudienceSchema,
  /** A personal notice's site path (a ticket reply → '/account/ticket'); null for broadcasts. */
  link: z.string().nullable(),
  /** Addressed to this user alone (a ticket reply, an application decision), not to an audience. */
  personal: z.boolean(),
});
export type Notice = z.infer<typeof NoticeSchema>;

/** GET /api/v1/notice/notices: the notices addressed to the caller (End Users when anonymous). */
export const ListNoticesQuery = PaginationQuery;
export type ListNoticesQuery = z.infer<typeof ListNoticesQuery>;
export const NoticesResponse = paginated('notices', NoticeSchema);
export type NoticesResponse = z.infer<typeof NoticesResponse>;

/** GET /api/v1/notice/unread-count and POST /api/v1/notice/mark-read: what the account menu's badge shows. */
export const UnreadNoticesResponse = z.object({
  /** Notices published since the caller last opened their notifications. */
  unread: z.number().int().min(0),
});
export type UnreadNoticesResponse = z.infer<typeof UnreadNoticesResponse>;

/** Staff console: publishing a notice. */
export const CreateNoticeBody = z.object({
  heading: requiredText(200),
  description: requiredText(TEXT_LIMITS.description),
  to: NoticeAudienceSchema,
});
export type CreateNoticeBody = z.infer<typeof CreateNoticeBody>;
