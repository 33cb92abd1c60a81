import { randomUUID } from 'node:crypto';
import type { Db, Executor, NewTicket, Storage, Ticket as TicketRow } from '@ile/db';
import { insertPersonalNotice } from '@ile/db/repositories/notices.repository';
import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import {
  findTicket,
  insertTicket,
  insertTicketReply,
  listTicketsOf,
  lockTicket,
  repliesOf,
  setTicketStatus,
  type TicketReplyRow,
  touchTicket,
} from '@ile/db/repositories/tickets.repository';
import { findUserById } from '@ile/db/repositories/users.repository';
import {
  type CreateTicketBody,
  type ListTicketsQuery,
  type Notification,
  outboxEvent,
  type Ticket,
  type TicketStatus,
  truncate,
} from '@ile/shared';
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError } from '../../lib/errors';
import { mediaUrl } from '../../lib/media-url';
import type { Realtime } from '../../plugins/app/realtime';
import { removeAttachment, type StoredAttachment, storeAttachment } from '../messaging/attachment-image';

export const TICKET_NOT_FOUND = 'Ticket not found';
export const TICKET_CLOSED = 'This ticket is closed; open a new one';
/** Where the site lists the user's tickets (decisions.md). */
const TICKETS_PAGE = '/account/ticket';
const SUPPORT_NAME = 'Ile support';
/** How much of a staff reply the notice carries; the ticket page has the whole thread. */
const NOTICE_REPLY_CHARS = 1000;

/** The moves staff may make; a reply by the user on a resolved ticket reopens it, closed is final. */
export const TICKET_TRANSITIONS: Record<TicketStatus, readonly TicketStatus[]> = {
  pending: ['open', 'resolved', 'closed'],
  open: ['resolved', 'closed'],
  resolved: ['open', 'closed'],
  closed: [],
};

const replyHeading = (subject: string) => `New reply on your ticket “${truncate(subject, 80)}”`;
const statusHeading = (subject: string, status: TicketStatus) =>
  `Your ticket “${truncate(subject, 80)}” is now ${status}`;
const STATUS_NOTES: Record<TicketStatus, string> = {
  pending: 'It is waiting for our support team.',
  open: 'Our support team is working on it.',
  resolved: 'We think it is sorted. Reply on the ticket if it is not, and it opens again.',
  closed: 'It is closed. Open a new ticket if you need more help.',
};

function toReply(row: TicketReplyRow): Ticket['replies'][number] {
  const name = `${row.author_first_name ?? ''} ${row.author_last_name ?? ''}`.trim();
  return {
    id: row.id,
    ticket_id: row.ticket_id,
    author_id: row.author_id,
    author_name: name || (row.is_staff ? SUPPORT_NAME : 'Former user'),
    is_staff: row.is_staff,
    message: row.body,
    created_at: row.created_at.toISOString(),
  };
}

function toTicket(row: TicketRow, replies: TicketReplyRow[]): Ticket {
  return {
    id: row.id,
    sender_id: row.user_id,
    sender_name: row.requester_name,
    sender_email: row.requester_email,
    subject: row.subject,
    description: row.description,
    status: row.status,
    image: mediaUrl(row.image_key),
    file_name: row.file_name,
    replies: replies.map(toReply),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * Runs inside a staff change's transaction, after the change and its event: the console writes its audit
 * row there, so the change, the event and the audit commit together or not at all.
 */
export type WithinTicketTransaction = (
  trx: Db,
  change: { before: TicketRow; after: TicketRow; replyId: string | null },
) => Promise<void>;

/** A new ticket, `pending`, with the `ticket.created` event that tells staff; inside the caller's transaction. */
export async function fileTicket(trx: Executor, values: Omit<NewTicket, 'status'>): Promise<TicketRow> {
  const ticket = await insertTicket(trx, { ...values, status: 'pending' });
  await appendOutboxEvent(
    trx,
    outboxEvent('ticket.created', { ticketId: ticket.id, userId: ticket.user_id }),
  );
  return ticket;
}

export function createTicketService(db: Db, storage: Storage, realtime: Realtime) {
  async function load(ticketId: string): Promise<Ticket> {
    const [row, replies] = await Promise.all([findTicket(db, ticketId), repliesOf(db, [ticketId])]);
    if (!row) throw new NotFoundError(TICKET_NOT_FOUND);
    return toTicket(row, replies.get(ticketId) ?? []);
  }

  /** A reply in one transaction with its event; the ticket row is locked so status moves do not interleave. */
  async function addReply(
    ticketId: string,
    author: { id: string; isStaff: boolean; ownerId?: string },
    message: string,
    withinTransaction?: WithinTicketTransaction,
  ): Promise<{ ticket: TicketRow; replyId: string; noticeId: string | null }> {
    return db.transaction().execute(async (trx) => {
      const ticket = await lockTicket(trx, ticketId, author.ownerId);
      if (!ticket) throw new NotFoundError(TICKET_NOT_FOUND);
      if (ticket.status === 'closed') throw new ConflictError(TICKET_CLOSED);
      const reply = await insertTicketReply(trx, {
        ticketId,
        authorId: author.id,
        isStaff: author.isStaff,
        body: message,
      });
      // Staff answering a new ticket are on it; the user writing again on a resolved one needs staff again.
      const next: TicketStatus | null =
        author.isStaff && ticket.status === 'pending'
          ? 'open'
          : !author.isStaff && ticket.status === 'resolved'
            ? 'open'
            : null;
      const updated = next ? await setTicketStatus(trx, ticketId, next) : ticket;
      if (!next) await touchTicket(trx, ticketId);
      await appendOutboxEvent(
        trx,
        outboxEvent('ticket.replied', {
          ticketId,
          replyId: reply.id,
          authorId: author.id,
          byStaff: author.isStaff,
        }),
      );
      // The requester's Notifications page lists staff replies; their own replies are not news to them.
      const noticeId = author.isStaff
        ? await insertPersonalNotice(trx, {
            recipientId: ticket.user_id,
            heading: replyHeading(ticket.subject),
            description: truncate(message, NOTICE_REPLY_CHARS),
            link: TICKETS_PAGE,
            createdBy: author.id,
          })
        : null;
      await withinTransaction?.(trx, { before: ticket, after: updated, replyId: reply.id });
      return { ticket: updated, replyId: reply.id, noticeId };
    });
  }

  return {
    /** A new ticket, always `pending`; `ticket.created` tells staff. Works before email verification. */
    async create(userId: string, body: CreateTicketBody): Promise<Ticket> {
      const user = await findUserById(db, userId);
      if (!user) throw new UnauthorizedError('Sign in to continue');
      const id = randomUUID();
      let image: StoredAttachment | null = null;
      if (body.image) image = await storeAttachment(storage, `tickets/${id}`, body.image, 'image');
      try {
        const row = await db.transaction().execute((trx) =>
          fileTicket(trx, {
            id,
            user_id: userId,
            requester_name: body.senderName,
            requester_email: user.email,
            subject: body.subject,
            description: body.description,
            image_key: image?.key ?? null,
            file_name: image ? (body.fileName ?? null) : null,
          }),
        );
        return toTicket(row, []);
      } catch (error) {
        await removeAttachment(storage, image);
        throw error;
      }
    },

    /** The user's own tickets, newest first, each with its replies. */
    async listMine(userId: string, query: ListTicketsQuery): Promise<{ items: Ticket[]; total: number }> {
      const { rows, total } = await listTicketsOf(db, userId, {
        status: query.status,
        limit: query.size,
        offset: (query.page - 1) * query.size,
      });
      const replies = await repliesOf(
        db,
        rows.map((row) => row.id),
      );
      return { items: rows.map((row) => toTicket(row, replies.get(row.id) ?? [])), total };
    },

    /** The owner writes on their ticket; anyone else's is "not found". */
    async reply(userId: string, ticketId: string, message: string): Promise<Ticket> {
      await addReply(ticketId, { id: userId, isStaff: false, ownerId: userId }, message);
      return load(ticketId);
    },

    /** For the staff console: a staff reply, its event, and a notification to the user's open tabs. */
    async replyAsStaff(
      ticketId: string,
      staffId: string,
      message: string,
      withinTransaction?: WithinTicketTransaction,
    ): Promise<Ticket> {
      const staff = await findUserById(db, staffId);
      if (!staff?.staff_role) throw new ForbiddenError('Only staff can answer tickets');
      const { ticket, noticeId } = await addReply(
        ticketId,
        { id: staffId, isStaff: true },
        message,
        withinTransaction,
      );
      realtime.notify(ticket.user_id, {
        // The notice's id, so the live toast and the listed notice are one notification.
        id: noticeId ?? randomUUID(),
        kind: 'ticket_reply',
        title: replyHeading(ticket.subject),
        body: truncate(message, 200),
        link: TICKETS_PAGE,
        createdAt: new Date().toISOString(),
      } satisfies Notification);
      return load(ticketId);
    },

    /**
     * For the staff console: moves a ticket along TICKET_TRANSITIONS and tells the user's open tabs. Setting
     * the status it already has changes nothing; a change writes `ticket.status_changed`.
     */
    async setStatus(
      ticketId: string,
      status: TicketStatus,
      withinTransaction?: WithinTicketTransaction,
      staffId: string | null = null,
    ): Promise<Ticket> {
      const changed = await db.transaction().execute(async (trx) => {
        const ticket = await lockTicket(trx, ticketId);
        if (!ticket) throw new NotFoundError(TICKET_NOT_FOUND);
        if (ticket.status === status) return null;
        if (!TICKET_TRANSITIONS[ticket.status].includes(status))
          throw new ConflictError(`A ${ticket.status} ticket cannot become ${status}`);
        const updated = await setTicketStatus(trx, ticketId, status);
        await appendOutboxEvent(
          trx,
          outboxEvent('ticket.status_changed', { ticketId, userId: updated.user_id, status }),
        );
        const noticeId = await insertPersonalNotice(trx, {
          recipientId: updated.user_id,
          heading: statusHeading(updated.subject, status),
          description: STATUS_NOTES[status],
          link: TICKETS_PAGE,
          createdBy: staffId,
        });
        await withinTransaction?.(trx, { before: ticket, after: updated, replyId: null });
        return { ...updated, noticeId };
      });
      if (changed) {
        realtime.notify(changed.user_id, {
          id: changed.noticeId,
          kind: 'ticket_status',
          title: statusHeading(changed.subject, status),
          body: STATUS_NOTES[status],
          link: TICKETS_PAGE,
          createdAt: new Date().toISOString(),
        });
      }
      return load(ticketId);
    },
  };
}
