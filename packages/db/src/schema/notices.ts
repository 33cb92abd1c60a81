import type { NoticeAudience } from '@ile/shared';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, UuidId } from './columns';

/**
 * A notice to an audience, or to one user when recipient_id is set (the audience is then informative).
 * Unpublished (published_at null) notices are drafts, visible to staff only.
 */
export interface NoticesTable {
  id: UuidId;
  heading: string;
  description: string;
  audience: NoticeAudience;
  recipient_id: string | null;
  /** The site path the notice is about (e.g. '/account/ticket'); starts with a single '/'. */
  link: string | null;
  published_at: NullableTimestamp;
  created_by: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type Notice = Selectable<NoticesTable>;
export type NewNotice = Insertable<NoticesTable>;
export type NoticeUpdate = Updateable<NoticesTable>;
