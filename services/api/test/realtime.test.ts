import { createHmac } from 'node:crypto';
import {
  createTestDatabase,
  TEST_REDIS_URL,
  type TestDatabase,
  testRedisPrefix,
} from '@ile/db/testing/test-database';
import { waitFor } from '@ile/db/testing/wait-for';
import { REALTIME_PAYLOADS, type RealtimeEventName } from '@ile/shared';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTicketService } from '../src/modules/tickets/tickets.service';
import { createUser, login, type Session } from './helpers/accounts';

/** Two api processes' worth of app: one database, one Redis prefix, each listening on its own port. */
async function startInstance(database: TestDatabase, redisPrefix: string) {
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      SITE_DIST: '/nonexistent/site',
      ADMIN_DIST: '/nonexistent/admin',
      MEDIA_DIR: `/tmp/${database.name}-media`,
      PRIVATE_DIR: `/tmp/${database.name}-private`,
    }),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  return { app, url: `http://127.0.0.1:${address.port}` };
}

/** A JWT signed by hand (HS256), to forge one or to choose its expiry. */
function signToken(claims: Record<string, unknown>, secret: string): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

interface Client {
  socket: Socket;
  /** Every payload received, per event, checked against the event's schema. */
  received: Record<RealtimeEventName, unknown[]>;
}

describe('real-time across two api processes', () => {
  let database: TestDatabase;
  let a: Awaited<ReturnType<typeof startInstance>>;
  let b: Awaited<ReturnType<typeof startInstance>>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const prefix = testRedisPrefix();
    a = await startInstance(database, prefix);
    b = await startInstance(database, prefix);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await a.app.close();
    await b.app.close();
    await database.destroy();
  });

  const open = (url: string, auth: Record<string, unknown> | undefined) => {
    const socket = connect(url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      ...(auth ? { auth } : {}),
    });
    sockets.push(socket);
    return socket;
  };

  async function client(url: string, session: Session): Promise<Client> {
    const socket = open(url, { token: session.accessToken });
    const received: Client['received'] = {
      'message:new': [],
      'conversation:updated': [],
      'notification:new': [],
    };
    for (const event of Object.keys(received) as RealtimeEventName[]) {
      socket.on(event as never, (payload: unknown) => {
        received[event].push(REALTIME_PAYLOADS[event].parse(payload));
      });
    }
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return { socket, received };
  }

  const refusal = (socket: Socket) =>
    new Promise<Error>((resolve, reject) => {
      socket.once('connect', () => reject(new Error('connected, expected a refusal')));
      socket.once('connect_error', resolve);
    });

  const person = async (first: string) => {
    const user = await createUser(database.db, { first_name: first, last_name: 'Live' });
    return { user, session: await login(a.app, user) };
  };

  const send = (app: FastifyInstance, from: Session, receiverId: string, message: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/message/send',
      headers: from.auth,
      payload: { receiverId, message },
    });

  const nth = async (list: unknown[], count: number) => {
    await waitFor(() => (list.length >= count ? true : undefined), 5000);
    return list[count - 1] as Record<string, unknown>;
  };

  it('refuses a connection with no token, a forged token or an expired one', async () => {
    const { user } = await person('Refused');
    const claims = { sub: user.id, email: user.email, role: 'EndUser', staffRole: null };
    const now = Math.floor(Date.now() / 1000);

    const none = await refusal(open(a.url, undefined));
    expect(none.message).toMatch(/access token/);
    const empty = await refusal(open(b.url, { token: '' }));
    expect(empty.message).toMatch(/access token/);
    const garbage = await refusal(open(a.url, { token: 'not-a-jwt' }));
    expect(garbage.message).toMatch(/expired or is invalid/);
    const forged = signToken(
      { ...claims, iat: now, exp: now + 600 },
      'someone-elses-secret-that-is-long-enough',
    );
    expect((await refusal(open(b.url, { token: forged }))).message).toMatch(/expired or is invalid/);
    const expired = signToken({ ...claims, iat: now - 1200, exp: now - 600 }, a.app.config.jwtSecret);
    expect((await refusal(open(a.url, { token: expired }))).message).toMatch(/expired or is invalid/);

    // A well-signed token of a deleted account is refused too.
    const gone = await person('Gone');
    await database.db
      .updateTable('users')
      .set({ deleted_at: new Date() })
      .where('id', '=', gone.user.id)
      .execute();
    expect((await refusal(open(a.url, { token: gone.session.accessToken }))).message).toMatch(
      /cannot connect/,
    );
  });

  it('delivers a message sent through instance A to the receiver connected to instance B', async () => {
    const ada = await person('Ada');
    const bola = await person('Bola');
    const bystander = await person('Chioma');
    const adaOnA = await client(a.url, ada.session);
    const bolaOnB = await client(b.url, bola.session);
    const bolaOnA = await client(a.url, bola.session);
    const bystanderOnB = await client(b.url, bystander.session);

    const res = await send(a.app, ada.session, bola.user.id, 'Is the flat still available?');
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json().data;

    expect(await nth(bolaOnB.received['message:new'], 1)).toEqual(sent);
    expect(await nth(bolaOnA.received['message:new'], 1)).toEqual(sent);
    expect(await nth(bolaOnB.received['conversation:updated'], 1)).toMatchObject({
      id: sent.conversation_id,
      receiver_id: ada.user.id,
      receiver_name: 'Ada Live',
      last_message: 'Is the flat still available?',
      unread_count: 1,
    });
    // The sender's own tabs see the message and their side of the conversation.
    expect(await nth(adaOnA.received['message:new'], 1)).toEqual(sent);
    expect(await nth(adaOnA.received['conversation:updated'], 1)).toMatchObject({
      receiver_id: bola.user.id,
      unread_count: 0,
    });

    // And the other way round, B to A.
    const answer = await send(b.app, bola.session, ada.user.id, 'Yes it is');
    expect(await nth(adaOnA.received['message:new'], 2)).toEqual(answer.json().data);

    // Each user is only in their own room.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bystanderOnB.received['message:new']).toEqual([]);
    expect(bystanderOnB.received['conversation:updated']).toEqual([]);
  });

  it('pushes read receipts, only while both people keep them on', async () => {
    const dayo = await person('Dayo');
    const efe = await person('Efe');
    const dayoOnA = await client(a.url, dayo.session);
    const efeOnB = await client(b.url, efe.session);

    await send(a.app, dayo.session, efe.user.id, 'Seen?');
    await nth(dayoOnA.received['conversation:updated'], 1);
    await b.app.inject({
      method: 'POST',
      url: '/api/v1/message/get-messages',
      headers: efe.session.auth,
      payload: { receiverId: dayo.user.id },
    });
    const receipt = await nth(dayoOnA.received['conversation:updated'], 2);
    expect(receipt.receiver_read_at).not.toBeNull();
    expect(await nth(efeOnB.received['conversation:updated'], 2)).toMatchObject({ unread_count: 0 });

    // Efe turns read receipts off: her tabs still learn the unread count, Dayo hears nothing of her reads.
    await database.db
      .updateTable('users')
      .set({ read_receipts: false })
      .where('id', '=', efe.user.id)
      .execute();
    await send(a.app, dayo.session, efe.user.id, 'And now?');
    await nth(dayoOnA.received['conversation:updated'], 3);
    await nth(efeOnB.received['conversation:updated'], 3);
    await b.app.inject({
      method: 'POST',
      url: '/api/v1/message/mark-read',
      headers: efe.session.auth,
      payload: { receiverId: dayo.user.id },
    });
    expect(await nth(efeOnB.received['conversation:updated'], 4)).toMatchObject({
      unread_count: 0,
      receiver_read_at: null,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(dayoOnA.received['conversation:updated']).toHaveLength(3);
    expect(dayoOnA.received['message:new'].every((m) => (m as { read_at: unknown }).read_at === null)).toBe(
      true,
    );
  });

  it('delivers notifications from either instance, e.g. a staff reply on a ticket', async () => {
    const user = await person('Funke');
    const staff = await createUser(database.db, {
      first_name: 'Support',
      last_name: 'Desk',
      staff_role: 'Support',
    });
    const onA = await client(a.url, user.session);

    b.app.realtime.notify(user.user.id, {
      id: '6f1c5e1e-8d7a-4a55-9a55-1c1c1c1c1c1c',
      kind: 'notice',
      title: 'Hello',
      body: null,
      link: null,
      createdAt: new Date().toISOString(),
    });
    expect(await nth(onA.received['notification:new'], 1)).toMatchObject({ kind: 'notice', title: 'Hello' });

    const created = await b.app.inject({
      method: 'POST',
      url: '/api/v1/ticket/new-ticket',
      headers: user.session.auth,
      payload: { senderName: 'Funke', subject: 'Refund', description: 'I paid twice' },
    });
    const ticketId = created.json().data.id;
    const tickets = createTicketService(b.app.db, b.app.storage, b.app.realtime);
    await tickets.replyAsStaff(ticketId, staff.id, 'We are on it');
    expect(await nth(onA.received['notification:new'], 2)).toMatchObject({
      kind: 'ticket_reply',
      title: 'New reply on your ticket “Refund”',
      body: 'We are on it',
      link: '/account/ticket',
    });
    await tickets.setStatus(ticketId, 'resolved');
    expect(await nth(onA.received['notification:new'], 3)).toMatchObject({
      kind: 'ticket_status',
      title: 'Your ticket “Refund” is now resolved',
    });
  });

  it('drops a socket when its access token expires', async () => {
    const { user } = await person('Short');
    const now = Math.floor(Date.now() / 1000);
    const token = signToken(
      { sub: user.id, email: user.email, role: 'EndUser', staffRole: null, iat: now, exp: now + 2 },
      a.app.config.jwtSecret,
    );
    const socket = open(b.url, { token });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const reason = await new Promise<string>((resolve) => socket.once('disconnect', resolve));
    expect(reason).toBe('io server disconnect');
  });
});
