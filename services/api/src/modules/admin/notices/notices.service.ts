import type { Db, Notice } from '@ile/db';
import type { ListParams } from '@ile/db/list-query';
import {
  deleteNotice,
  insertBroadcastNotice,
  listBroadcastNoticesForConsole,
  lockBroadcastNotice,
  updateNotice,
} from '@ile/db/repositories/notices.repository';
import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import {
  IdSchema,
  NOTICE_AUDIENCES,
  type NoticeAudience,
  outboxEvent,
  requiredText,
  TEXT_LIMITS,
} from '@ile/shared';
import type { NoticeRecord } from '@ile/shared/contracts/admin/notices';
import { z } from 'zod';
import { ConflictError, NotFoundError } from '../../../lib/errors';
import { pick, type StaffActor, writeAudit } from '../audit';
import { fullName, iso, isoOrNull } from '../schemas';
import { DateBound, filterSchema, oneById, oneOrMany } from '../simple-rest';

const RESOURCE = 'notices';

const Heading = requiredText(TEXT_LIMITS.title);
const Description = requiredText(TEXT_LIMITS.description);

export const CreateNoticeBody = z.object({
  heading: Heading,
  description: Description,
  audience: z.enum(NOTICE_AUDIENCES),
  published: z.boolean().default(false).meta({ description: 'Publish at once (default: a draft)' }),
});
/** react-admin sends the whole record back: fields it cannot change are ignored, the rest are optional. */
export const UpdateNoticeBody = z.object({
  heading: Heading.optional(),
  description: Description.optional(),
  audience: z.enum(NOTICE_AUDIENCES).optional(),
  published: z.boolean().optional().meta({ description: 'true publishes a draft, false unpublishes' }),
});

export const noticeListSpec = {
  sortFields: ['id', 'created_at', 'updated_at', 'published_at', 'heading', 'audience'],
  defaultSort: { field: 'created_at', order: 'desc' as const },
  filter: filterSchema({
    audience: oneOrMany(z.enum(NOTICE_AUDIENCES)).optional(),
    published: z.boolean().optional(),
    created_by: IdSchema.optional(),
    created_at_gte: DateBound.optional(),
    created_at_lte: DateBound.optional(),
  }),
};
type NoticeFilter = z.output<typeof noticeListSpec.filter>;

const AUDITED = ['heading', 'description', 'audience', 'published_at'] as const;

/**
 * Broadcast notices (to an audience). The personal notices the system writes (application decisions) are
 * not listed here. Publishing writes `notice.published` to the outbox in the same transaction.
 */
export function createAdminNotices(db: Db) {
  async function list(params: ListParams<NoticeFilter>): Promise<{ rows: NoticeRecord[]; total: number }> {
    const { rows, total } = await listBroadcastNoticesForConsole(db, params);
    return {
      rows: rows.map((row) => ({
        id: row.id,
        heading: row.heading,
        description: row.description,
        audience: row.audience,
        published: row.published_at !== null,
        published_at: isoOrNull(row.published_at),
        created_by: row.created_by,
        created_by_name: fullName(row.creator_first_name, row.creator_last_name),
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
      })),
      total,
    };
  }

  async function get(id: string): Promise<NoticeRecord> {
    return oneById(list, noticeListSpec.defaultSort, { id }, 'Notice not found');
  }

  async function lock(trx: Db, id: string): Promise<Notice> {
    const row = await lockBroadcastNotice(trx, id);
    if (!row) throw new NotFoundError('Notice not found');
    return row;
  }

  async function announce(trx: Db, id: string, audience: NoticeAudience): Promise<void> {
    await appendOutboxEvent(trx, outboxEvent('notice.published', { noticeId: id, audience }));
  }

  return {
    list,
    get,

    async create(actor: StaffActor, body: z.output<typeof CreateNoticeBody>): Promise<NoticeRecord> {
      const id = await db.transaction().execute(async (trx) => {
        const row = await insertBroadcastNotice(trx, {
          heading: body.heading,
          description: body.description,
          audience: body.audience,
          createdBy: actor.id,
          publishNow: body.published === true,
        });
        if (body.published) await announce(trx, row.id, row.audience);
        await writeAudit(trx, actor, {
          action: body.published ? 'notice.create_and_publish' : 'notice.create',
          resource: RESOURCE,
          resourceId: row.id,
          before: null,
          after: pick(row, AUDITED),
        });
        return row.id;
      });
      return get(id);
    },

    /** Edits; `published` true/false publishes or unpublishes in the same step. */
    async update(
      actor: StaffActor,
      id: string,
      body: z.output<typeof UpdateNoticeBody>,
    ): Promise<NoticeRecord> {
      await db.transaction().execute(async (trx) => {
        const row = await lock(trx, id);
        const publish = body.published === true && row.published_at === null;
        const unpublish = body.published === false && row.published_at !== null;
        const updated = await updateNotice(trx, id, {
          heading: body.heading ?? row.heading,
          description: body.description ?? row.description,
          audience: body.audience ?? row.audience,
          ...(publish ? { published: 'now' as const } : unpublish ? { published: null } : {}),
        });
        if (publish) await announce(trx, id, updated.audience);
        await writeAudit(trx, actor, {
          action: publish
            ? 'notice.update_and_publish'
            : unpublish
              ? 'notice.update_and_unpublish'
              : 'notice.update',
          resource: RESOURCE,
          resourceId: id,
          before: pick(row, AUDITED),
          after: pick(updated, AUDITED),
        });
      });
      return get(id);
    },

    async publish(actor: StaffActor, id: string): Promise<NoticeRecord> {
      await db.transaction().execute(async (trx) => {
        const row = await lock(trx, id);
        if (row.published_at) throw new ConflictError('This notice is already published');
        const updated = await updateNotice(trx, id, { published: 'now' });
        await announce(trx, id, updated.audience);
        await writeAudit(trx, actor, {
          action: 'notice.publish',
          resource: RESOURCE,
          resourceId: id,
          before: { published_at: null },
          after: { published_at: updated.published_at, audience: updated.audience },
        });
      });
      return get(id);
    },

    async unpublish(actor: StaffActor, id: string): Promise<NoticeRecord> {
      await db.transaction().execute(async (trx) => {
        const row = await lock(trx, id);
        if (!row.published_at) throw new ConflictError('This notice is not published');
        await updateNotice(trx, id, { published: null });
        await writeAudit(trx, actor, {
          action: 'notice.unpublish',
          resource: RESOURCE,
          resourceId: id,
          before: { published_at: row.published_at },
          after: { published_at: null },
        });
      });
      return get(id);
    },

    /** Deletes a notice (draft or published); answers the record as it was. */
    async remove(actor: StaffActor, id: string): Promise<NoticeRecord> {
      const record = await get(id);
      await db.transaction().execute(async (trx) => {
        const row = await lock(trx, id);
        await deleteNotice(trx, id);
        await writeAudit(trx, actor, {
          action: 'notice.delete',
          resource: RESOURCE,
          resourceId: id,
          before: pick(row, AUDITED),
          after: null,
        });
      });
      return record;
    },
  };
}
