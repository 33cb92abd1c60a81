import { readdir } from 'node:fs/promises';
import { makePicture, makePictureDataUrl } from '@ile/db/testing/pictures';
import { OUTBOX_EVENT_PAYLOADS } from '@ile/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, type Session } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('messaging', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const post = (url: string, payload: unknown, session: Session | null) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: session?.auth ?? {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const send = (session: Session, receiverId: string, message: string, extra: Record<string, unknown> = {}) =>
    post('/api/v1/message/send', { receiverId, message, ...extra }, session);
  const inbox = async (session: Session) => {
    const res = await post('/api/v1/conversations/conversations', {}, session);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Array<Record<string, unknown>>;
  };
  const thread = async (session: Session, body: Record<string, unknown>) => {
    const res = await post('/api/v1/message/get-messages', body, session);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Array<Record<string, unknown>>;
  };
  const person = async (first: string, overrides: Parameters<typeof createUser>[1] = {}) => {
    const user = await createUser(db(), { first_name: first, last_name: 'Test', ...overrides });
    return { user, session: await login(t.app, user) };
  };
  const countRows = async (table: 'messages' | 'conversations' | 'outbox_events') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const messageEvents = () =>
    db()
      .selectFrom('outbox_events')
      .select(['event_type', 'payload'])
      .where('event_type', '=', 'message.sent')
      .orderBy('id')
      .execute();

  it('asks for a token on every call', async () => {
    for (const url of [
      '/api/v1/conversations/conversations',
      '/api/v1/conversations/create-conversation',
      '/api/v1/message/send',
      '/api/v1/message/get-messages',
      '/api/v1/message/mark-read',
    ]) {
      const res = await post(url, {}, null);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().status).toBe('fail');
    }
  });

  it('starts a conversation with a first message, stores it with its event, and answers the message', async () => {
    const ada = await person('Ada');
    const bola = await person('Bola');
    const res = await post(
      '/api/v1/conversations/create-conversation',
      {
        senderId: ada.user.id,
        senderName: 'Whatever',
        receiverId: bola.user.id,
        message: '  Is the flat free?  ',
      },
      ada.session,
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'success',
      message: 'Message sent',
      data: {
        sender_id: ada.user.id,
        sender_name: 'Ada Test',
        receiver_id: bola.user.id,
        message: 'Is the flat free?',
        media: null,
        media_preview: null,
        media_type: null,
        read_at: null,
      },
    });
    const conversation = await db()
      .selectFrom('conversations')
      .selectAll()
      .where('id', '=', body.data.conversation_id)
      .executeTakeFirstOrThrow();
    expect([conversation.user_a_id, conversation.user_b_id].sort()).toEqual(
      [ada.user.id, bola.user.id].sort(),
    );
    const events = await messageEvents();
    expect(OUTBOX_EVENT_PAYLOADS['message.sent'].safeParse(events.at(-1)?.payload).success).toBe(true);
    expect(events.at(-1)?.payload).toEqual({
      messageId: body.data.id,
      conversationId: body.data.conversation_id,
      senderId: ada.user.id,
      receiverId: bola.user.id,
    });

    // The same pair always shares one conversation, whoever writes and through which call.
    const answer = await send(bola.session, ada.user.id, 'Yes, come on Thursday');
    expect(answer.statusCode).toBe(201);
    expect(answer.json().data.conversation_id).toBe(body.data.conversation_id);
    const again = await post(
      '/api/v1/conversations/create-conversation',
      { receiverId: bola.user.id, message: 'Great' },
      ada.session,
    );
    expect(again.json().data.conversation_id).toBe(body.data.conversation_id);
  });

  it('lists the caller’s conversations newest activity first, with the other person, last message and unread count', async () => {
    const me = await person('Chidi', { profile_image: 'avatars/x/256.webp' });
    const first = await person('Dayo', { profile_image: 'avatars/dayo/256.webp' });
    const second = await person('Efe');
    expect(await inbox(me.session)).toEqual([]);

    await send(me.session, first.user.id, 'Hello Dayo');
    await send(first.session, me.user.id, 'Hi Chidi');
    await send(first.session, me.user.id, 'Are you there?');
    await send(second.session, me.user.id, 'Hello from Efe');

    const list = await inbox(me.session);
    expect(list.map((c) => c.receiver_id)).toEqual([second.user.id, first.user.id]);
    expect(list[0]).toMatchObject({
      receiver_name: 'Efe Test',
      last_message: 'Hello from Efe',
      unread_count: 1,
    });
    expect(list[1]).toMatchObject({
      receiver_name: 'Dayo Test',
      receiver_image: '/media/avatars/dayo/256.webp',
      last_message: 'Are you there?',
      unread_count: 2,
    });
    expect(Date.parse(String(list[0]?.updatedAt))).toBeGreaterThanOrEqual(
      Date.parse(String(list[1]?.updatedAt)),
    );

    // From the other side: Chidi is the receiver, and his one message is unread.
    const theirs = await inbox(first.session);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({
      receiver_id: me.user.id,
      receiver_name: 'Chidi Test',
      unread_count: 1,
    });

    // Writing again moves a conversation to the top.
    await send(me.session, first.user.id, 'Yes, here');
    expect((await inbox(me.session)).map((c) => c.receiver_id)).toEqual([first.user.id, second.user.id]);
  });

  it('reads a thread oldest first, marks the caller’s unread messages read, and pages back exactly', async () => {
    const reader = await person('Funke');
    const writer = await person('Gbenga');
    const sent: string[] = [];
    for (let i = 1; i <= 7; i++) {
      const res = await send(writer.session, reader.user.id, `message ${i}`);
      sent.push(res.json().data.id);
    }
    await send(reader.session, writer.user.id, 'reply 8');
    expect((await inbox(reader.session))[0]?.unread_count).toBe(7);

    const newest = await thread(reader.session, { receiverId: writer.user.id, limit: 3 });
    expect(newest.map((m) => m.message)).toEqual(['message 6', 'message 7', 'reply 8']);
    expect((await inbox(reader.session))[0]?.unread_count).toBe(0);
    // The writer's own unread count is not touched by the reader reading.
    expect((await inbox(writer.session))[0]?.unread_count).toBe(1);

    const older = await thread(reader.session, {
      receiverId: writer.user.id,
      limit: 3,
      beforeId: newest[0]?.id,
    });
    expect(older.map((m) => m.message)).toEqual(['message 3', 'message 4', 'message 5']);
    const oldest = await thread(reader.session, {
      receiverId: writer.user.id,
      limit: 3,
      beforeId: older[0]?.id,
    });
    expect(oldest.map((m) => m.message)).toEqual(['message 1', 'message 2']);
    expect([...oldest, ...older, ...newest].map((m) => m.id).slice(0, 7)).toEqual(sent);

    // By conversation id, and by time.
    const conversationId = String(newest[0]?.conversation_id);
    const byId = await thread(reader.session, { conversationId, limit: 50 });
    expect(byId).toHaveLength(8);
    const before = await thread(reader.session, {
      receiverId: writer.user.id,
      before: String(byId[2]?.createdAt),
    });
    expect(before.map((m) => m.message)).toEqual(['message 1', 'message 2']);
  });

  it('answers an empty thread when the two have not written yet', async () => {
    const one = await person('Hauwa');
    const other = await person('Ike');
    expect(await thread(one.session, { receiverId: other.user.id })).toEqual([]);
  });

  it('hides other people’s conversations: 404 by id, 403 when naming another sender', async () => {
    const a = await person('Jide');
    const b = await person('Kemi');
    const outsider = await person('Lola');
    const sent = await send(a.session, b.user.id, 'private');
    const conversationId = sent.json().data.conversation_id;
    const before = await db()
      .selectFrom('conversations')
      .selectAll()
      .where('id', '=', conversationId)
      .execute();

    const byId = await post('/api/v1/message/get-messages', { conversationId }, outsider.session);
    expect(byId.statusCode).toBe(404);
    expect(byId.json()).toMatchObject({ status: 'fail', message: 'Conversation not found' });
    const mismatched = await post(
      '/api/v1/message/get-messages',
      { conversationId, receiverId: outsider.user.id },
      a.session,
    );
    expect(mismatched.statusCode).toBe(404);
    const asSender = await post(
      '/api/v1/message/get-messages',
      { senderId: a.user.id, receiverId: b.user.id },
      outsider.session,
    );
    expect(asSender.statusCode).toBe(403);
    const inboxOfOther = await post(
      '/api/v1/conversations/conversations',
      { senderId: a.user.id },
      outsider.session,
    );
    expect(inboxOfOther.statusCode).toBe(403);
    // Nothing was marked read by the attempts.
    expect(
      await db().selectFrom('conversations').selectAll().where('id', '=', conversationId).execute(),
    ).toEqual(before);
  });

  it('refuses bad input with a clear 4xx and writes nothing', async () => {
    const a = await person('Mayowa');
    const unverified = await person('Nneka', { email_verified_at: null });
    const deleted = await person('Obi');
    await db()
      .updateTable('users')
      .set({ deleted_at: new Date() })
      .where('id', '=', deleted.user.id)
      .execute();
    const suspended = await person('Ola');
    await db()
      .updateTable('users')
      .set({ suspended_at: new Date() })
      .where('id', '=', suspended.user.id)
      .execute();
    const counts = async () => [
      await countRows('messages'),
      await countRows('conversations'),
      await countRows('outbox_events'),
    ];
    const before = await counts();

    const unknown = await send(a.session, UNKNOWN_ID, 'hello?');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 'fail', message: 'That user does not exist' });
    expect((await send(a.session, deleted.user.id, 'hello?')).statusCode).toBe(404);
    expect((await send(a.session, suspended.user.id, 'hello?')).statusCode).toBe(404);
    const picture = await makePictureDataUrl('png');
    expect((await send(a.session, UNKNOWN_ID, '', { media: picture })).statusCode).toBe(404);
    const unverifiedPicture = await send(unverified.session, a.user.id, '', { media: picture });
    expect(unverifiedPicture.statusCode).toBe(403);
    // A refused message leaves no picture behind (it is checked before one is rendered).
    const mediaDir = `/tmp/${t.database.name}-media`;
    expect(await readdir(`${mediaDir}/messages`).catch(() => [])).toEqual([]);
    const self = await send(a.session, a.user.id, 'note to self');
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot send a message to yourself');
    const empty = await send(a.session, unverified.user.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.message).toEqual(['Write a message or attach an image']);
    expect((await send(a.session, 'not-an-id', 'hi')).statusCode).toBe(400);
    expect((await send(a.session, unverified.user.id, 'x'.repeat(5001))).statusCode).toBe(400);
    const notVerified = await post(
      '/api/v1/conversations/create-conversation',
      { receiverId: a.user.id, message: 'hi' },
      unverified.session,
    );
    expect(notVerified.statusCode).toBe(403);
    expect(notVerified.json().message).toBe('Please verify your email address to continue');
    const fake = `data:image/png;base64,${Buffer.from('<?php echo 1; ?>').toString('base64')}`;
    const notImage = await send(a.session, unverified.user.id, 'look', { media: fake });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().errors.media).toBeDefined();
    const jpeg = await makePicture('jpeg', 800, 600);
    const truncated = `data:image/jpeg;base64,${jpeg.subarray(0, Math.floor(jpeg.length * 0.6)).toString('base64')}`;
    const broken = await send(a.session, unverified.user.id, 'look', { media: truncated });
    expect(broken.statusCode, broken.body).toBe(400);
    const gif = `data:image/gif;base64,${Buffer.from('GIF89a').toString('base64')}`;
    expect((await send(a.session, unverified.user.id, 'look', { media: gif })).statusCode).toBe(400);
    const selfRead = await post('/api/v1/message/get-messages', { receiverId: a.user.id }, a.session);
    expect(selfRead.statusCode).toBe(400);
    const unknownRead = await post('/api/v1/message/get-messages', { receiverId: UNKNOWN_ID }, a.session);
    expect(unknownRead.statusCode).toBe(404);
    const noTarget = await post('/api/v1/message/get-messages', { limit: 5 }, a.session);
    expect(noTarget.statusCode).toBe(400);
    expect(
      (await post('/api/v1/message/get-messages', { receiverId: UNKNOWN_ID, limit: 500 }, a.session))
        .statusCode,
    ).toBe(400);

    expect(await counts()).toEqual(before);
  });

  it('sends a picture, checked by content, as WebP variants in media storage', async () => {
    const a = await person('Pelumi');
    const b = await person('Qudus');
    const wide = `data:image/jpeg;base64,${(await makePicture('jpeg', 2000, 1000)).toString('base64')}`;
    const res = await send(a.session, b.user.id, '', { media: wide, mediaType: 'image/gif' });
    expect(res.statusCode, res.body).toBe(201);
    const message = res.json().data;
    expect(message).toMatchObject({ message: '', media_type: 'image/webp' });
    expect(message.media).toMatch(/^\/media\/messages\/[0-9a-f-]+\/1280\.webp$/);
    expect(message.media_preview).toBe(message.media.replace('1280.webp', '320.webp'));
    const full = await t.app.inject({ method: 'GET', url: message.media });
    expect(full.statusCode).toBe(200);
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1280,
      height: 640,
    });
    const preview = await t.app.inject({ method: 'GET', url: message.media_preview });
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320 });
    expect((await inbox(b.session))[0]?.last_message).toBe('Image');

    // A small picture is never upscaled; text and picture together.
    const small = await send(a.session, b.user.id, 'and the kitchen', {
      media: await makePictureDataUrl('png'),
    });
    expect(small.statusCode).toBe(201);
    const small1280 = await t.app.inject({ method: 'GET', url: small.json().data.media });
    expect((await sharp(small1280.rawPayload).metadata()).width).toBe(96);
    expect((await inbox(b.session))[0]?.last_message).toBe('and the kitchen');
  });

  it('accepts the picture as multipart/form-data too', async () => {
    const a = await person('Rasaq');
    const b = await person('Sade');
    const form = new FormData();
    form.append('receiverId', b.user.id);
    form.append('message', 'by form');
    form.append(
      'media',
      new Blob([new Uint8Array(await makePicture('webp'))], { type: 'image/webp' }),
      'p.webp',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/message/send',
      headers: a.session.auth,
      payload: form,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ message: 'by form', media_type: 'image/webp' });

    const text = new FormData();
    text.append('receiverId', b.user.id);
    text.append('media', new Blob(['just text'], { type: 'image/png' }), 'p.png');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/message/send',
      headers: a.session.auth,
      payload: text,
    });
    expect(refused.statusCode).toBe(400);
  });

  it('shows read state only between two people who both keep read receipts on', async () => {
    const a = await person('Tobi');
    const b = await person('Uche');
    const first = (await send(a.session, b.user.id, 'seen?')).json().data;
    expect((await thread(a.session, { receiverId: b.user.id }))[0]?.read_at).toBeNull();
    expect((await inbox(a.session))[0]?.receiver_read_at).toBeNull();

    await thread(b.session, { receiverId: a.user.id });
    const [read] = await thread(a.session, { receiverId: b.user.id });
    expect(read?.id).toBe(first.id);
    expect(read?.read_at).not.toBeNull();
    expect(Date.parse(String(read?.read_at))).toBeGreaterThanOrEqual(Date.parse(first.createdAt));
    expect((await inbox(a.session))[0]?.receiver_read_at).toBe(read?.read_at);

    // B turns read receipts off: A no longer sees B's reads, and B does not see A's.
    const toggled = await post('/api/v1/user/settings', { readReceipts: false }, b.session);
    expect(toggled.statusCode, toggled.body).toBe(200);
    expect((await thread(a.session, { receiverId: b.user.id }))[0]?.read_at).toBeNull();
    expect((await inbox(a.session))[0]?.receiver_read_at).toBeNull();
    await send(b.session, a.user.id, 'I read it');
    await thread(a.session, { receiverId: b.user.id });
    const bView = await thread(b.session, { receiverId: a.user.id });
    expect(bView.every((m) => m.read_at === null)).toBe(true);
    expect((await inbox(b.session))[0]?.receiver_read_at).toBeNull();
    // Unread counts keep working whatever the toggle.
    await send(a.session, b.user.id, 'one more');
    expect((await inbox(b.session))[0]?.unread_count).toBe(1);
  });

  it('marks an open thread read', async () => {
    const a = await person('Victor');
    const b = await person('Wale');
    const none = await post('/api/v1/message/mark-read', { receiverId: b.user.id }, a.session);
    expect(none.statusCode).toBe(404);
    await send(b.session, a.user.id, 'ping');
    await send(b.session, a.user.id, 'pong');
    const res = await post('/api/v1/message/mark-read', { receiverId: b.user.id }, a.session);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ receiver_id: b.user.id, unread_count: 0, last_message: 'pong' });
    expect((await inbox(a.session))[0]?.unread_count).toBe(0);
  });

  it('limits sending to 30 messages a minute per account', async () => {
    const spammer = await person('Xavier');
    const target = await person('Yemi');
    for (let i = 0; i < 30; i++) {
      const res = await send(spammer.session, target.user.id, `spam ${i}`);
      expect(res.statusCode).toBe(201);
    }
    const before = await countRows('messages');
    const limited = await post(
      '/api/v1/conversations/create-conversation',
      { receiverId: target.user.id, message: 'one more' },
      spammer.session,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await countRows('messages')).toBe(before);
    // Others are not affected.
    expect((await send(target.session, spammer.user.id, 'stop')).statusCode).toBe(201);
  });
});
