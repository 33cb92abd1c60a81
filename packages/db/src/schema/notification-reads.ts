import type { DefaultTimestamp } from './columns';

/** When each user last opened their notifications: what was published after is unread. */
export interface NotificationReadsTable {
  user_id: string;
  seen_at: DefaultTimestamp;
}
