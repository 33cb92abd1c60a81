import type { Db } from '@ile/db';
import {
  countUnseenNotices,
  listPublishedNotices,
  markNoticesSeen,
} from '@ile/db/repositories/notices.repository';
import { findUserById } from '@ile/db/repositories/users.repository';
import { type ListNoticesQuery, type Notice, type NoticeAudience, pageCount } from '@ile/shared';

/** Everyone is an End User; agents, agencies and verified students also see what is addressed to them. */
async function audiencesOf(db: Db, userId: string | undefined): Promise<NoticeAudience[]> {
  const audiences: NoticeAudience[] = ['everyone', 'end_users'];
  if (!userId) return audiences;
  const user = await findUserById(db, userId);
  if (user?.role === 'Agent') audiences.push('agents');
  if (user?.role === 'Agency') audiences.push('agencies');
  if (user?.is_verified_student) audiences.push('students');
  return audiences;
}

/** The notices a visitor or a signed-in user sees, and the signed-in user's unread count. */
export function createNoticeService(db: Db) {
  return {
    async list(userId: string | undefined, { page, size }: ListNoticesQuery) {
      const { rows, total } = await listPublishedNotices(db, {
        audiences: await audiencesOf(db, userId),
        recipientId: userId,
        limit: size,
        offset: (page - 1) * size,
      });
      const notices: Notice[] = rows.map((row) => ({
        id: row.id,
        heading: row.heading,
        description: row.description,
        createdAt: (row.published_at ?? row.created_at).toISOString(),
        to: row.audience,
        link: row.link,
        personal: row.recipient_id !== null,
      }));
      return { notices, totalItems: total, totalPages: pageCount(total, size) };
    },

    async unread(userId: string): Promise<number> {
      return countUnseenNotices(db, { audiences: await audiencesOf(db, userId), recipientId: userId });
    },

    async markRead(userId: string): Promise<void> {
      await markNoticesSeen(db, userId);
    },
  };
}
