import type { Db, Storage } from '@ile/db';
import type { ListParams } from '@ile/db/list-query';
import {
  assignTicket,
  findTicket,
  listTicketsForConsole,
  lockTicket,
  repliesOf,
} from '@ile/db/repositories/tickets.repository';
import { findAccountStanding } from '@ile/db/repositories/users.repository';
import { IdSchema, requiredText, TEXT_LIMITS, TICKET_STATUSES, type TicketStatus } from '@ile/shared';
import { staffCan } from '@ile/shared/constants/staff-permissions';
import type { TicketRecord } from '@ile/shared/contracts/admin/tickets';
import { z } from 'zod';
import { BadRequestError, NotFoundError } from '../../../lib/errors';
import { mediaUrl } from '../../../lib/media-url';
import type { Realtime } from '../../../plugins/app/realtime';
import { createTicketService, TICKET_NOT_FOUND } from '../../tickets/tickets.service';
import { type StaffActor, writeAudit } from '../audit';
import { fullName, iso, isoOrNull } from '../schemas';
import { DateBound, filterSchema, oneById, oneOrMany } from '../simple-rest';

const RESOURCE = 'tickets';

export const ticketListSpec = {
  sortFields: ['id', 'created_at', 'updated_at', 'status', 'subject', 'requester_name', 'closed_at'],
  defaultSort: { field: 'created_at', order: 'asc' as const },
  filter: filterSchema({
    status: oneOrMany(z.enum(TICKET_STATUSES)).optional(),
    user_id: IdSchema.optional(),
    assigned_to: IdSchema.optional(),
    unassigned: z.boolean().optional(),
    older_than_hours: z
      .number()
      .int()
      .min(0)
      .max(100_000)
      .optional()
      .meta({ description: 'Raised at least this long ago' }),
    created_at_gte: DateBound.optional(),
    created_at_lte: DateBound.optional(),
  }),
};
type TicketFilter = z.output<typeof ticketListSpec.filter>;

export const ReplyBody = z.object({ message: requiredText(TEXT_LIMITS.message) });
export const StatusBody = z.object({ status: z.enum(TICKET_STATUSES) });
export const AssignBody = z.object({
  assigned_to: IdSchema.nullable().meta({ description: 'A staff member who handles tickets, or null' }),
});
/** PUT: react-admin sends the whole record; only the status and the assignee change. */
export const UpdateTicketBody = z.object({
  status: z.enum(TICKET_STATUSES).optional(),
  assigned_to: IdSchema.nullable().optional(),
});

/**
 * Tickets for support staff. Replies and status changes go through the tickets module's own service, which
 * notifies the user (real-time now, email through the outbox); this adds the audit row and assignment.
 */
export function createAdminTickets(db: Db, storage: Storage, realtime: Realtime) {
  const tickets = createTicketService(db, storage, realtime);

  async function list(params: ListParams<TicketFilter>): Promise<{ rows: TicketRecord[]; total: number }> {
    const { rows, total } = await listTicketsForConsole(db, params);
    const replies = await repliesOf(
      db,
      rows.map((row) => row.id),
    );
    const now = Date.now();
    return {
      rows: rows.map((row) => {
        const thread = replies.get(row.id) ?? [];
        return {
          id: row.id,
          user_id: row.user_id,
          requester_name: row.requester_name,
          requester_email: row.requester_email,
          subject: row.subject,
          description: row.description,
          status: row.status,
          image_url: mediaUrl(row.image_key),
          file_name: row.file_name,
          assigned_to: row.assigned_to,
          assignee_name: fullName(row.assignee_first_name, row.assignee_last_name),
          closed_at: isoOrNull(row.closed_at),
          created_at: iso(row.created_at),
          updated_at: iso(row.updated_at),
          age_hours: Math.max(0, Math.floor((now - row.created_at.getTime()) / 3_600_000)),
          reply_count: thread.length,
          last_reply_at: isoOrNull(thread.at(-1)?.created_at ?? null),
          replies: thread.map((reply) => ({
            id: reply.id,
            author_id: reply.author_id,
            author_name:
              fullName(reply.author_first_name, reply.author_last_name) ||
              (reply.is_staff ? 'Ile support' : 'Former user'),
            is_staff: reply.is_staff,
            message: reply.body,
            created_at: iso(reply.created_at),
          })),
        };
      }),
      total,
    };
  }

  async function get(id: string): Promise<TicketRecord> {
    return oneById(list, ticketListSpec.defaultSort, { id }, TICKET_NOT_FOUND);
  }

  async function current(id: string) {
    const row = await findTicket(db, id);
    if (!row) throw new NotFoundError(TICKET_NOT_FOUND);
    return row;
  }

  async function setStatus(actor: StaffActor, id: string, status: TicketStatus): Promise<void> {
    await tickets.setStatus(
      id,
      status,
      (trx, change) =>
        writeAudit(trx, actor, {
          action: 'ticket.status',
          resource: RESOURCE,
          resourceId: id,
          before: { status: change.before.status },
          after: { status: change.after.status },
        }),
      actor.id,
    );
  }

  /** Assigns the ticket to a staff member who may handle tickets, or to nobody. */
  async function assign(actor: StaffActor, id: string, assignee: string | null): Promise<void> {
    if (assignee) {
      const person = await findAccountStanding(db, assignee);
      const role = person?.staff_role;
      if (!person || person.suspended_at || person.deleted_at || !staffCan(role, RESOURCE, 'reply'))
        throw new BadRequestError('Assign the ticket to a staff member who handles tickets', {
          assigned_to: ['is not a staff member who handles tickets'],
        });
    }
    await db.transaction().execute(async (trx) => {
      const row = await lockTicket(trx, id);
      if (!row) throw new NotFoundError(TICKET_NOT_FOUND);
      if (row.assigned_to === assignee) return;
      await assignTicket(trx, id, assignee);
      await writeAudit(trx, actor, {
        action: 'ticket.assign',
        resource: RESOURCE,
        resourceId: id,
        before: { assigned_to: row.assigned_to },
        after: { assigned_to: assignee },
      });
    });
  }

  return {
    list,
    get,

    async reply(actor: StaffActor, id: string, message: string): Promise<TicketRecord> {
      await tickets.replyAsStaff(id, actor.id, message, (trx, change) =>
        writeAudit(trx, actor, {
          action: 'ticket.reply',
          resource: RESOURCE,
          resourceId: id,
          before: { status: change.before.status },
          after: { status: change.after.status, reply_id: change.replyId },
        }),
      );
      return get(id);
    },

    async setStatus(actor: StaffActor, id: string, status: TicketStatus): Promise<TicketRecord> {
      await setStatus(actor, id, status);
      return get(id);
    },

    async assign(actor: StaffActor, id: string, assignee: string | null): Promise<TicketRecord> {
      await assign(actor, id, assignee);
      return get(id);
    },

    /** PUT: the assignee first, then the status (which tells the user). */
    async update(
      actor: StaffActor,
      id: string,
      patch: { status?: TicketStatus; assigned_to?: string | null },
    ): Promise<TicketRecord> {
      await current(id);
      if (patch.assigned_to !== undefined) await assign(actor, id, patch.assigned_to);
      if (patch.status !== undefined) await setStatus(actor, id, patch.status);
      return get(id);
    },
  };
}
