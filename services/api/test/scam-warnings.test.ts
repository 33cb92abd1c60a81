import { waitFor } from '@ile/db/testing/wait-for';
import { REALTIME_PAYLOADS } from '@ile/shared';
import type { ReportTargetRecord } from '@ile/shared/contracts/admin/reports';
import { sql } from 'kysely';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Console, type Person, startConsole } from './admin/console';

// Scam warnings in messages (issue 18, part 4): the recipient's copy carries them over REST and socket.io, the
// sender's never does, nothing is blocked, and a sender with three warned messages in 24 hours is reported
// by Ile to the console's Reports queue, once.

const SCAM = 'Pay ₦20k inspection fee to my account before viewing';
const ORDINARY = 'Good morning, is the 2 bedroom in Lekki still available? I will pay when I see the place';

describe('scam warnings in messages', () => {
  let c: Console;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    c = await startConsole();
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(() => c.close());

  const send = (from: Person, to: Person, message: string) =>
    c.t.app.inject({
      method: 'POST',
      url: '/api/v1/message/send',
      headers: from.session.auth,
      payload: { receiverId: to.user.id, message },
    });
  const sent = async (from: Person, to: Person, message: string) => {
    const res = await send(from, to, message);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: string; warnings: unknown[] };
  };
  const thread = async (viewer: Person, other: Person) => {
    const res = await c.t.app.inject({
      method: 'POST',
      url: '/api/v1/message/get-messages',
      headers: viewer.session.auth,
      payload: { receiverId: other.user.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: string; warnings: { kind: string; reason: string }[] }[];
  };
  const kinds = (warnings: { kind: string }[]) => warnings.map((w) => w.kind);
  const automaticReportsOn = (userId: string) =>
    c.db
      .selectFrom('reports')
      .selectAll()
      .where('target_type', '=', 'user')
      .where('target_id', '=', userId)
      .where('automatic', '=', true)
      .orderBy('created_at')
      .execute();

  async function listen(person: Person) {
    const socket = connect(c.origin, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      auth: { token: person.session.accessToken },
    });
    sockets.push(socket);
    const received: Record<string, unknown>[] = [];
    socket.on('message:new', (payload: unknown) => {
      received.push(REALTIME_PAYLOADS['message:new'].parse(payload));
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return received;
  }

  it('gives the recipient the warnings over REST and socket.io, and the sender none', async () => {
    const ada = await c.newPerson({ first_name: 'Ada' });
    const bola = await c.newPerson({ first_name: 'Bola' });
    const [adaLive, bolaLive] = [await listen(ada), await listen(bola)];

    const answer = await sent(ada, bola, SCAM);
    expect(answer.warnings).toEqual([]);

    const pushed = await waitFor(() => bolaLive[0], 5000);
    expect(pushed).toMatchObject({ id: answer.id, message: SCAM });
    expect(kinds(pushed.warnings as { kind: string }[])).toEqual([
      'fee_before_viewing',
      'payment_outside_ile',
    ]);
    const own = await waitFor(() => adaLive[0], 5000);
    expect(own).toEqual(answer);

    const [inBola] = await thread(bola, ada);
    expect(inBola?.id).toBe(answer.id);
    expect(kinds(inBola?.warnings ?? [])).toEqual(['fee_before_viewing', 'payment_outside_ile']);
    for (const warning of inBola?.warnings ?? []) expect(warning.reason.length).toBeGreaterThan(20);
    expect((await thread(ada, bola))[0]?.warnings).toEqual([]);

    // Kept on the row, so the history shows them again later.
    const row = await c.db
      .selectFrom('messages')
      .select('warnings')
      .where('id', '=', answer.id)
      .executeTakeFirstOrThrow();
    expect(row.warnings).toEqual(inBola?.warnings);
  });

  it('leaves ordinary messages alone (stored without warnings) and pushes them once to both', async () => {
    const chidi = await c.newPerson({ first_name: 'Chidi' });
    const dayo = await c.newPerson({ first_name: 'Dayo' });
    const dayoLive = await listen(dayo);
    const answer = await sent(chidi, dayo, ORDINARY);
    expect(answer.warnings).toEqual([]);
    expect((await waitFor(() => dayoLive[0], 5000)).warnings).toEqual([]);
    expect((await thread(dayo, chidi))[0]?.warnings).toEqual([]);
    const row = await c.db
      .selectFrom('messages')
      .select('warnings')
      .where('id', '=', answer.id)
      .executeTakeFirstOrThrow();
    expect(row.warnings).toBeNull();
  });

  it('warns about moving off Ile only in the first message of a conversation', async () => {
    const efe = await c.newPerson({ first_name: 'Efe' });
    const fola = await c.newPerson({ first_name: 'Fola' });
    const text = 'Hello, chat me on WhatsApp 08031234567 for more details';
    await sent(efe, fola, text);
    await sent(efe, fola, text);
    // The reply is not a first message either.
    await sent(fola, efe, 'Ok see you Saturday, my number is 08031234567 in case you get lost');
    const [first, second] = await thread(fola, efe);
    expect(kinds(first?.warnings ?? [])).toEqual(['off_platform_contact']);
    expect(second?.warnings).toEqual([]);
    expect((await thread(efe, fola))[2]?.warnings).toEqual([]);
  });

  it('reports a sender with three warned messages in 24 hours, once, as Ile (automatic)', async () => {
    const scammer = await c.newPerson({ first_name: 'Tunde', last_name: 'Scam' });
    const [x, y] = [await c.newPerson(), await c.newPerson()];
    await sent(scammer, x, SCAM);
    await sent(scammer, y, 'I am currently abroad. Once you pay I will send the keys via DHL');
    await sent(scammer, x, ORDINARY);
    expect(await automaticReportsOn(scammer.user.id)).toEqual([]);

    await sent(scammer, y, 'Many people are interested, pay today or you lose it');
    const [report, ...more] = await automaticReportsOn(scammer.user.id);
    expect(more).toEqual([]);
    expect(report).toMatchObject({
      reporter_id: null,
      automatic: true,
      target_type: 'user',
      reason: 'asks_for_money',
      status: 'open',
    });
    for (const kind of ['fee_before_viewing', 'payment_outside_ile', 'owner_abroad', 'urgent_payment'])
      expect(report?.details).toContain(kind);
    expect(report?.details).toContain('Ile (automatic): 3 messages with scam warnings within 24 hours');

    // A fourth (and fifth) does not make another while it is open.
    await sent(scammer, x, SCAM);
    await sent(scammer, y, SCAM);
    expect(await automaticReportsOn(scammer.user.id)).toHaveLength(1);

    // The console's queue shows who made it.
    const shown = await c.call(c.staff.Reviewer, 'GET', `/api/admin/reports/${scammer.user.id}`);
    expect(shown.status).toBe(200);
    const record = shown.json as ReportTargetRecord;
    expect(record).toMatchObject({ target_type: 'user', title: 'Tunde Scam', open_count: 1 });
    expect(record.reports).toEqual([
      expect.objectContaining({
        reporter_id: null,
        reporter_name: 'Ile (automatic)',
        automatic: true,
        reporter_verified: false,
        reason: 'asks_for_money',
      }),
    ]);
    const list = await c.call(c.staff.Support, 'GET', '/api/admin/reports?filter={"status":"open"}');
    expect(list.status).toBe(200);

    // Once staff decide it, only new warned messages count towards the next one.
    const dismissed = await c.call(
      c.staff.Reviewer,
      'POST',
      `/api/admin/reports/${scammer.user.id}/dismiss`,
      {},
    );
    expect(dismissed.status).toBe(200);
    await sent(scammer, x, SCAM);
    await sent(scammer, x, SCAM);
    expect(await automaticReportsOn(scammer.user.id)).toHaveLength(1);
    await sent(scammer, y, SCAM);
    const after = await automaticReportsOn(scammer.user.id);
    expect(after.map((r) => r.status)).toEqual(['dismissed', 'open']);
  });

  it('does not count warned messages older than 24 hours', async () => {
    const sender = await c.newPerson();
    const to = await c.newPerson();
    const old = [await sent(sender, to, SCAM), await sent(sender, to, SCAM)];
    await c.db
      .updateTable('messages')
      .set({ created_at: sql<Date>`now() - interval '25 hours'` })
      .where(
        'id',
        'in',
        old.map((m) => m.id),
      )
      .execute();
    await sent(sender, to, SCAM);
    expect(await automaticReportsOn(sender.user.id)).toEqual([]);
  });

  it('makes one report when warned messages race to be the third', async () => {
    const sender = await c.newPerson();
    const people = [await c.newPerson(), await c.newPerson(), await c.newPerson(), await c.newPerson()];
    await sent(sender, people[0] as Person, SCAM);
    await sent(sender, people[1] as Person, SCAM);
    const answers = await Promise.all(people.map((to) => send(sender, to, SCAM)));
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await automaticReportsOn(sender.user.id)).toHaveLength(1);
  });
});
