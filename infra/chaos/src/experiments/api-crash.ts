import { outboxJobId, QUEUES } from '@ile/shared';
import { sql } from 'kysely';
import { auditIsClean, settleAndAudit } from '../checks';
import type { Environment } from '../environment';
import { sleep } from '../ports';
import type { Experiment } from '../report';
import { countByStatus, LoadGenerator, signup } from '../workload';

/** Undelivered sign-up events whose job is already in Redis: enqueued, not yet marked delivered. */
async function enqueuedButUnmarked(env: Environment): Promise<number> {
  const rows = await sql<{ id: number }>`
    select id from outbox_events where event_type = 'user.signed_up' and delivered_at is null
  `.execute(env.db);
  let n = 0;
  for (const { id } of rows.rows) if (await env.queue(QUEUES.email).getJob(outboxJobId(String(id)))) n += 1;
  return n;
}

/**
 * Two crashes on the write path. The api is killed with SIGKILL during a burst of sign-ups (its commits
 * race the kill), then restarted. Then the worker is killed while its relay has sent a batch to Redis but
 * not yet committed the batch as delivered (its link to PostgreSQL is slowed to hold that window open).
 */
export const apiCrash: Experiment = {
  name: 'api-kill-9',
  steadyState:
    'every acknowledged write has its row and its outbox event, delivered and acted on once; no change without its event, no event without its change',
  async run(env, log) {
    const load = new LoadGenerator(env.apiUrl, { writers: 6, readers: 0 }).start();
    await sleep(4000);
    await env.api.kill9();
    log('api: SIGKILL during the burst');
    await sleep(1000);
    const apiRestartMs = await env.api.restart(() => env.apiReady());
    await sleep(2000);
    const burst = await load.stop();
    const statuses = countByStatus(burst.answers);

    await env.worker.kill9();
    const backlog: string[] = [];
    for (let batch = 0; batch < 8; batch++) {
      const answers = await Promise.all(Array.from({ length: 5 }, () => signup(env.apiUrl)));
      for (const { email, answer } of answers) if (answer.status === 201) backlog.push(email);
    }
    // Slow commits keep the relay's batch between "enqueued" and "marked delivered" long enough to hit.
    env.proxies.workerPg.delay(250);
    env.worker.start();
    let caught = 0;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      caught = await enqueuedButUnmarked(env);
      if (caught > 0) break;
      await sleep(20);
    }
    await env.worker.kill9();
    const atKill = await enqueuedButUnmarked(env);
    log(`worker: SIGKILL with ${atKill} events enqueued but not marked delivered`);
    env.proxies.workerPg.restore();
    const restarted = Date.now();
    env.worker.start();

    const acknowledged = [...burst.acknowledged, ...backlog];
    const { audit } = await settleAndAudit(env, acknowledged, 150_000);
    const recoverySeconds = (Date.now() - restarted) / 1000;
    const passed = auditIsClean(audit) && atKill > 0;
    return {
      name: this.name,
      steadyState: this.steadyState,
      passed,
      notes: atKill > 0 ? [] : ['the worker kill missed the enqueue → mark window'],
      figures: {
        'writes attempted': burst.attempted.length + backlog.length,
        acknowledged: acknowledged.length,
        'answers during burst': JSON.stringify(statuses),
        'api back in s': (apiRestartMs / 1000).toFixed(1),
        'lost writes': audit.lostWrites,
        'changes without event': audit.changesWithoutEvent,
        'events without change': audit.eventsWithoutChange,
        're-sent after worker kill': atKill,
        'events without email': audit.eventsWithoutEmail,
        'duplicate emails': audit.duplicateEmails,
        'delivered all in s': recoverySeconds.toFixed(1),
      },
    };
  },
};
