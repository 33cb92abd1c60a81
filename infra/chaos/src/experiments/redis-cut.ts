import { countUndeliveredOutboxEvents } from '@ile/db/repositories/outbox.repository';
import { REALTIME_EVENTS } from '@ile/shared';
import { io, type Socket } from 'socket.io-client';
import { auditIsClean, settleAndAudit } from '../checks';
import { call, login } from '../http';
import { sleep, waitFor } from '../ports';
import type { Experiment } from '../report';
import { signup } from '../workload';

const CUT_MS = 5000;

interface Received {
  ids: Set<string>;
}

function connect(baseUrl: string, token: string, received: Received): Socket {
  const socket = io(baseUrl, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnectionDelay: 200,
    reconnectionDelayMax: 1000,
  });
  socket.on(REALTIME_EVENTS.messageNew, (message: { id: string }) => received.ids.add(String(message.id)));
  return socket;
}

/**
 * Both the api's and the worker's links to Redis are cut at the fault proxies for a few seconds. A signed-in
 * user is connected over socket.io; midway it loses its own connection too, while the other party keeps
 * writing to it. After the cut it reconnects and reads the thread.
 */
export const redisCut: Experiment = {
  name: 'redis-cut',
  steadyState:
    'with Redis unreachable writes still commit and their events wait in the outbox; socket.io resumes; a reconnecting client fetches every message it missed',
  async run(env, log) {
    const alice = await login(env.apiUrl, 'user@ile.test');
    const bob = await login(env.apiUrl, 'agent@ile.test');
    const received: Received = { ids: new Set() };
    const socket = connect(env.apiUrl, bob.token, received);
    await waitFor('socket connected', async () => socket.connected, 10_000);
    const send = async (text: string) => {
      const answer = await call(env.apiUrl, '/api/v1/message/send', {
        token: alice.token,
        body: { receiverId: bob.userId, message: text },
      });
      return { answer, id: String((answer.body as { data?: { id?: string } }).data?.id ?? '') };
    };

    const undeliveredBefore = await countUndeliveredOutboxEvents(env.db);
    env.proxies.apiRedis.cut();
    env.proxies.workerRedis.cut();
    const cutAt = Date.now();
    log('api → redis and worker → redis cut');
    const acknowledged: string[] = [];
    const writes = await Promise.all(Array.from({ length: 6 }, () => signup(env.apiUrl)));
    for (const { email, answer } of writes) if (answer.status === 201) acknowledged.push(email);
    const sentDuringCut: string[] = [];
    const first = await send('during the cut, socket up');
    if (first.answer.status === 201) sentDuringCut.push(first.id);
    await waitFor('live message during the cut', async () => received.ids.has(first.id), 3000).catch(
      () => undefined,
    );
    const liveDuringCut = received.ids.has(first.id);
    // Bob's own connection drops while Redis is still away; Alice keeps writing.
    socket.disconnect();
    for (let i = 0; i < 3; i++) {
      const sent = await send(`during the cut, socket down ${i}`);
      if (sent.answer.status === 201) sentDuringCut.push(sent.id);
    }
    await sleep(Math.max(0, CUT_MS - (Date.now() - cutAt)));
    const waitingInOutbox = (await countUndeliveredOutboxEvents(env.db)) - undeliveredBefore;
    env.proxies.apiRedis.restore();
    env.proxies.workerRedis.restore();
    const restoredAt = Date.now();
    socket.connect();
    await waitFor('socket reconnected', async () => socket.connected, 15_000).catch(() => undefined);
    const reconnectSeconds = (Date.now() - restoredAt) / 1000;
    // Live delivery after the cut: wait until the server has Bob's socket in his room, then send.
    await sleep(300);
    const after = await send('after the cut');
    await waitFor('live message after the cut', async () => received.ids.has(after.id), 10_000).catch(
      () => undefined,
    );
    const liveAfter = received.ids.has(after.id);
    const thread = await call(env.apiUrl, '/api/v1/message/get-messages', {
      token: bob.token,
      body: { receiverId: alice.userId, limit: 100 },
    });
    const inThread = new Set(
      ((thread.body as { data?: Array<{ id: string }> }).data ?? []).map((m) => String(m.id)),
    );
    const missedFetched = sentDuringCut.filter((id) => inThread.has(id)).length;
    socket.close();
    const { audit, settleSeconds } = await settleAndAudit(env, acknowledged, 60_000);
    const passed =
      acknowledged.length === writes.length &&
      waitingInOutbox >= acknowledged.length &&
      sentDuringCut.length === 4 &&
      missedFetched === sentDuringCut.length &&
      socket !== undefined &&
      reconnectSeconds < 15 &&
      liveAfter &&
      auditIsClean(audit);
    return {
      name: this.name,
      steadyState: this.steadyState,
      passed,
      figures: {
        'cut s': CUT_MS / 1000,
        'writes during cut': `${acknowledged.length}/${writes.length} committed`,
        'events waiting in outbox': waitingInOutbox,
        'messages sent during cut': `${sentDuringCut.length}/4`,
        'live message during cut (same api process)': liveDuringCut,
        'socket reconnect s': reconnectSeconds.toFixed(1),
        'live message after cut': liveAfter,
        'missed messages fetched': `${missedFetched}/${sentDuringCut.length}`,
        'events delivered after s': settleSeconds.toFixed(1),
        'lost events': audit.eventsWithoutEmail + audit.undelivered,
      },
    };
  },
};
