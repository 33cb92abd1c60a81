import { auditIsClean, settleAndAudit } from '../checks';
import { probeReadiness, secondsUntil, summariseOutageAnswers } from '../outage';
import { sleep } from '../ports';
import type { Experiment, ExperimentResult } from '../report';
import { LoadGenerator, signup } from '../workload';

const OUTAGE_MS = 4000;

/**
 * PostgreSQL is stopped with `pg_ctl stop -m fast` (open transactions rolled back), then with `-m immediate`
 * (a crash: recovery replays the WAL at the next start), under sign-ups and reads, and started again after
 * a few seconds. Neither the api nor the worker is touched.
 */
export const postgresRestart: Experiment = {
  name: 'postgres-restart',
  steadyState:
    'every acknowledged write survives; during the outage the api answers 503 JSend without internals, /readyz flips and back; no manual action',
  async run(env, log) {
    const apiPid = env.api.pid;
    const workerPid = env.worker.pid;
    const load = new LoadGenerator(env.apiUrl, { writers: 3, readers: 2 }).start();
    await sleep(3000);
    const figures: ExperimentResult['figures'] = {};
    let answersOk = true;
    let flipped = true;
    for (const mode of ['fast', 'immediate'] as const) {
      await env.pg.stop(mode);
      const down = Date.now();
      log(`postgres stopped (-m ${mode})`);
      const readiness = await probeReadiness(env, sleep(OUTAGE_MS));
      const during = load.result.answers.filter((a) => a.at >= down);
      await env.pg.boot();
      const up = Date.now();
      const readyBack = await secondsUntil(up, () => env.apiReady());
      const writeBack = await secondsUntil(up, async () => (await signup(env.apiUrl)).answer.status === 201);
      const workerBack = await secondsUntil(up, () => env.workerReady());
      const summary = summariseOutageAnswers(during);
      answersOk &&= summary.internalErrors === 0 && summary.notJsend === 0 && summary.leaks === 0;
      flipped &&= readiness.readyzNotReady > 0 && Number.isFinite(readyBack);
      figures[`${mode}: requests during outage`] = summary.total;
      figures[`${mode}: 503`] = summary.unavailable;
      figures[`${mode}: 500`] = summary.internalErrors;
      figures[`${mode}: non-JSend 5xx`] = summary.notJsend;
      figures[`${mode}: 5xx showing internals`] = summary.leaks;
      figures[`${mode}: max ms`] = summary.maxMs;
      figures[`${mode}: readyz not ready`] = `${readiness.readyzNotReady}/${readiness.readyzTotal}`;
      figures[`${mode}: ready again s`] = readyBack.toFixed(1);
      figures[`${mode}: first write s`] = writeBack.toFixed(1);
      figures[`${mode}: worker back s`] = workerBack.toFixed(1);
      await sleep(2000);
    }
    const result = await load.stop();
    const { audit } = await settleAndAudit(env, result.acknowledged, 60_000);
    const sameProcesses = env.api.pid === apiPid && env.worker.pid === workerPid;
    figures.acknowledged = audit.acknowledged;
    figures['lost writes'] = audit.lostWrites;
    figures['lost events'] = audit.eventsWithoutEmail + audit.undelivered;
    figures['no process restarted'] = sameProcesses;
    return {
      name: this.name,
      steadyState: this.steadyState,
      passed: auditIsClean(audit) && answersOk && flipped && sameProcesses,
      figures,
    };
  },
};
