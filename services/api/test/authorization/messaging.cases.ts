import type { Db } from '@ile/db';
import { createUser, type TestUser } from '../helpers/accounts';
import type { Fixture, MatrixCase } from './case';

/** A conversation between the victim and a third person, with one unread message for the victim. */
export async function conversationOf(db: Db, victim: TestUser): Promise<Fixture> {
  const third = await createUser(db, { first_name: 'Third' });
  const [a, b] = victim.id < third.id ? [victim.id, third.id] : [third.id, victim.id];
  const conversation = await db
    .insertInto('conversations')
    .values({ user_a_id: a, user_b_id: b, last_message_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('messages')
    .values({ conversation_id: conversation.id, sender_id: third.id, body: 'Private to the victim' })
    .execute();
  return { conversationId: conversation.id, thirdId: third.id };
}

const conversationSnapshot = async (db: Db, fixture: Fixture) => ({
  conversation: await db
    .selectFrom('conversations')
    .selectAll()
    .where('id', '=', fixture.conversationId ?? '')
    .executeTakeFirst(),
  messages: await db
    .selectFrom('messages')
    .selectAll()
    .where('conversation_id', '=', fixture.conversationId ?? '')
    .execute(),
});

export async function ticketOf(db: Db, victim: TestUser): Promise<Fixture> {
  const ticket = await db
    .insertInto('tickets')
    .values({
      user_id: victim.id,
      requester_name: 'Victim',
      requester_email: victim.email,
      subject: 'My refund',
      description: 'Private',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ticketId: ticket.id };
}

const ticketSnapshot = async (db: Db, fixture: Fixture) => ({
  ticket: await db
    .selectFrom('tickets')
    .selectAll()
    .where('id', '=', fixture.ticketId ?? '')
    .executeTakeFirst(),
  replies: await db
    .selectFrom('ticket_replies')
    .selectAll()
    .where('ticket_id', '=', fixture.ticketId ?? '')
    .execute(),
});

/** Messaging and tickets: conversations, threads and tickets are their participants' and owner's only. */
export const MESSAGING_CASES: MatrixCase[] = [
  {
    name: 'list another user’s conversations',
    method: 'POST',
    url: () => '/api/v1/conversations/conversations',
    payload: (b) => ({ senderId: b.id }),
    expect: 403,
  },
  {
    name: 'start a conversation as someone else',
    method: 'POST',
    arrange: conversationOf,
    url: () => '/api/v1/conversations/create-conversation',
    payload: (b, f) => ({ senderId: b.id, senderName: 'Victim', receiverId: f.thirdId, message: 'Spoofed' }),
    snapshot: conversationSnapshot,
    expect: 403,
  },
  {
    name: 'send a message as someone else',
    method: 'POST',
    arrange: conversationOf,
    url: () => '/api/v1/message/send',
    payload: (b, f) => ({ senderId: b.id, receiverId: f.thirdId, message: 'Spoofed' }),
    snapshot: conversationSnapshot,
    expect: 403,
  },
  {
    name: 'read another user’s thread by naming them as sender',
    method: 'POST',
    arrange: conversationOf,
    url: () => '/api/v1/message/get-messages',
    payload: (b, f) => ({ senderId: b.id, receiverId: f.thirdId }),
    snapshot: conversationSnapshot,
    expect: 403,
  },
  {
    name: 'read someone else’s conversation by its id',
    method: 'POST',
    arrange: conversationOf,
    url: () => '/api/v1/message/get-messages',
    payload: (_b, f) => ({ conversationId: f.conversationId }),
    snapshot: conversationSnapshot,
    expect: 404,
  },
  {
    name: 'mark another user’s conversation read',
    method: 'POST',
    arrange: conversationOf,
    url: () => '/api/v1/message/mark-read',
    payload: (b, f) => ({ senderId: b.id, receiverId: f.thirdId }),
    snapshot: conversationSnapshot,
    expect: 403,
  },
  {
    name: 'raise a ticket as someone else',
    method: 'POST',
    url: () => '/api/v1/ticket/new-ticket',
    payload: (b) => ({ senderId: b.id, senderName: 'Victim', subject: 'x', description: 'x' }),
    expect: 403,
  },
  {
    name: 'raise a ticket with someone else’s email',
    method: 'POST',
    url: () => '/api/v1/ticket/new-ticket',
    payload: (b) => ({ senderEmail: b.email, senderName: 'Victim', subject: 'x', description: 'x' }),
    expect: 403,
  },
  {
    name: 'list another user’s tickets',
    method: 'GET',
    url: (b) => `/api/v1/ticket/mine?userId=${b.id}`,
    expect: 403,
  },
  {
    name: 'reply on another user’s ticket',
    method: 'POST',
    arrange: ticketOf,
    url: (_b, f) => `/api/v1/ticket/${f.ticketId}/reply`,
    payload: () => ({ message: 'Hijacked' }),
    snapshot: ticketSnapshot,
    expect: 404,
  },
];
