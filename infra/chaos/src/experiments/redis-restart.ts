import { readFileSync } from 'node:fs';
import { auditIsClean, settleAndAudit } from '../checks';
import type { Environment } from '../environment';
import { call, nextIp } from '../http';
import { secondsUntil, summariseOutageAnswers } from '../outage';
import { sleep } from '../ports';
import type { Experiment, ExperimentResult } from '../report';
import { LoadGenerator } from '../workload';

const OUTAGE_MS = 4000;

/** Rows the worker's outbox reconciler found delivered but missing from Redis and sent again (its log). */
function resentByReconciler(env: Environment): number {
  let rows = 0;
  for (const line of readFileSync(env.worker.logFile, 'utf8').split('\n')) {
    if (!line.includes('outbox rows whose job Redis lost')) continue;
    rows += Number((JSON.parse(line) as { rows?: number }).rows ?? 0);
  }
  return rows;
}
/** A request that needs Redis must not wait longer than the client's connect timeout (2 s) and a margin. */
const FAIL_FAST_MS = 3000;

/**
 * Redis (AOF everysec, noeviction) is shut down gracefully, then killed with SIGKILL, under sign-ups and
 * reads; each time it comes back on its own port after a few seconds. A SIGKILL may lose up to a second of
 * Redis writes, jobs included: the outbox must make up for it.
 */
export const redisRestart: Experiment = {
  name: 'redis-restart',
  steadyState:
    '0 lost domain events (every acknowledged sign-up emailed once); requests fail fast while Redis is away; api and worker reconnect by themselves',
  async run(env, log) {
    const apiPid = env.api.pid;
    const workerPid = env.worker.pid;
    const load = new LoadGenerator(env.apiUrl, { writers: 3, readers: 2 }).start();
    await sleep(3000);
    const figures: ExperimentResult['figures'] = {};
    let failFast = true;
    for (const mode of ['shutdown', 'kill-9'] as const) {
      if (mode === 'shutdown') await env.redis.shutdown();
      else await env.redis.kill9();
      const down = Date.now();
      log(`redis ${mode}`);
      // Sign-ins check the failed-login counter in Redis: the request class that needs it.
      const logins = [];
      while (Date.now() - down < OUTAGE_MS) {
        logins.push(
          await call(env.apiUrl, '/api/v1/auth/login', {
            body: { email: 'user@ile.test', password: 'Demo1234!' },
            ip: nextIp(),
            timeoutMs: 10_000,
          }),
        );
        await sleep(200);
      }
      const during = load.result.answers.filter((a) => a.at >= down);
      await env.redis.boot();
      const up = Date.now();
      const apiBack = await secondsUntil(up, () => env.apiReady());
      const workerBack = await secondsUntil(up, () => env.workerReady());
      const loginSummary = summariseOutageAnswers(logins);
      const loadSummary = summariseOutageAnswers(during);
      failFast &&= loginSummary.maxMs < FAIL_FAST_MS && loadSummary.maxMs < FAIL_FAST_MS;
      figures[`${mode}: requests during outage`] = loadSummary.total + loginSummary.total;
      figures[`${mode}: sign-in answers`] =
        `${loginSummary.succeeded} ok/${loginSummary.unavailable} 503/${loginSummary.internalErrors} 500`;
      figures[`${mode}: max ms`] = Math.max(loginSummary.maxMs, loadSummary.maxMs);
      figures[`${mode}: api ready again s`] = apiBack.toFixed(1);
      figures[`${mode}: worker reconnected s`] = workerBack.toFixed(1);
      await sleep(2000);
    }
    const result = await load.stop();
    const { audit, settleSeconds } = await settleAndAudit(env, result.acknowledged, 90_000);
    const sameProcesses = env.api.pid === apiPid && env.worker.pid === workerPid;
    figures.acknowledged = audit.acknowledged;
    figures['lost writes'] = audit.lostWrites;
    figures['lost events'] = audit.eventsWithoutEmail + audit.undelivered;
    figures['duplicate emails'] = audit.duplicateEmails;
    figures['settled in s'] = settleSeconds.toFixed(1);
    figures['jobs Redis lost, re-sent from the outbox'] = resentByReconciler(env);
    figures['no process restarted'] = sameProcesses;
    return {
      name: this.name,
      steadyState: this.steadyState,
      passed: auditIsClean(audit) && failFast && sameProcesses,
      figures,
    };
  },
};
