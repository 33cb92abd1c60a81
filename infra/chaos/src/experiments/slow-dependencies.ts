import { REDIS_COMMAND_TIMEOUT_MS } from '@ile/api/plugins/app/redis';
import { DEFAULT_JOB_OPTIONS } from '@ile/worker/dispatch';
import { auditIsClean, settleAndAudit } from '../checks';
import { type Answer, call, nextIp } from '../http';
import { sleep } from '../ports';
import type { Experiment, ExperimentResult } from '../report';
import { signup } from '../workload';

const ADDED_MS = 200;
/** The api's /readyz gives each check 1.5 s (modules/health); with a margin for the answer itself. */
const READYZ_LIMIT_MS = 2500;
/** The api's request-path Redis client gives a command this long before failing it. */
const REDIS_COMMAND_LIMIT_MS = REDIS_COMMAND_TIMEOUT_MS;
/** A sign-in makes three Redis calls (throttle, failed-login check, reset): each may wait the limit once. */
const LOGIN_REDIS_CALLS = 3;
const CLIENT_GIVES_UP_MS = 30_000;

const login = (apiUrl: string) =>
  call(apiUrl, '/api/v1/auth/login', {
    body: { email: 'user@ile.test', password: 'Demo1234!' },
    ip: nextIp(),
    timeoutMs: CLIENT_GIVES_UP_MS,
  });

const maxMs = (answers: Answer[]) => Math.round(Math.max(0, ...answers.map((a) => a.ms)));
const hung = (answers: Answer[]) => answers.filter((a) => a.status === 0).length;

/**
 * Every link to PostgreSQL and Redis (api's and worker's) gets 200 ms added in each direction; then the
 * api's Redis link stops answering altogether (connection open, nothing comes back).
 */
export const slowDependencies: Experiment = {
  name: 'slow-dependencies',
  steadyState:
    'with 200 ms added to every PostgreSQL and Redis link requests still complete and events are delivered; a Redis that stops answering makes requests fail within their limits, none hangs',
  async run(env, log) {
    const links = Object.values(env.proxies);
    for (const proxy of links) proxy.delay(ADDED_MS);
    log(`+${ADDED_MS} ms on ${links.map((p) => p.name).join(', ')}`);
    const reads: Answer[] = [];
    const readyz: Answer[] = [];
    const logins: Answer[] = [];
    const writes: string[] = [];
    const writeAnswers: Answer[] = [];
    await Promise.all([
      (async () => {
        for (let i = 0; i < 6; i++)
          reads.push(
            await call(env.apiUrl, '/api/v1/property/search?page=1', {
              ip: nextIp(),
              timeoutMs: CLIENT_GIVES_UP_MS,
            }),
          );
      })(),
      (async () => {
        for (let i = 0; i < 4; i++)
          readyz.push(await call(env.apiUrl, '/readyz', { timeoutMs: CLIENT_GIVES_UP_MS }));
      })(),
      (async () => {
        for (let i = 0; i < 3; i++) logins.push(await login(env.apiUrl));
      })(),
      (async () => {
        for (let i = 0; i < 4; i++) {
          const { email, answer } = await signup(env.apiUrl, CLIENT_GIVES_UP_MS);
          writeAnswers.push(answer);
          if (answer.status === 201) writes.push(email);
        }
      })(),
    ]);
    const { audit, settleSeconds } = await settleAndAudit(env, writes, 60_000);
    for (const proxy of links) proxy.restore();

    // A Redis that accepts the connection but never answers: the worst case for a client without timeouts.
    env.proxies.apiRedis.stall();
    log('api → redis stalled');
    const stalledLogins: Answer[] = [];
    const stalledReadyz: Answer[] = [];
    const stalledReads: Answer[] = [];
    for (let i = 0; i < 3; i++) {
      stalledLogins.push(await login(env.apiUrl));
      stalledReadyz.push(await call(env.apiUrl, '/readyz', { timeoutMs: CLIENT_GIVES_UP_MS }));
      stalledReads.push(
        await call(env.apiUrl, '/api/v1/property/search?page=1', {
          ip: nextIp(),
          timeoutMs: CLIENT_GIVES_UP_MS,
        }),
      );
    }
    env.proxies.apiRedis.restore();
    // The stalled connection is dropped by the client's own timeout; let it reconnect before the next experiment.
    await sleep(1000);

    const backoff = DEFAULT_JOB_OPTIONS.backoff;
    const figures: ExperimentResult['figures'] = {
      'slow: read max ms': maxMs(reads),
      'slow: write max ms': maxMs(writeAnswers),
      'slow: login max ms': maxMs(logins),
      'slow: readyz max ms': maxMs(readyz),
      'slow: requests': reads.length + writeAnswers.length + logins.length + readyz.length,
      'slow: not 2xx': [...reads, ...writeAnswers, ...logins].filter((a) => a.status < 200 || a.status > 299)
        .length,
      'slow: events delivered in s': settleSeconds.toFixed(1),
      'stalled redis: login ms (max)': maxMs(stalledLogins),
      'stalled redis: login limit ms': LOGIN_REDIS_CALLS * REDIS_COMMAND_LIMIT_MS + 1000,
      'stalled redis: login statuses': stalledLogins.map((a) => a.status).join(','),
      'stalled redis: readyz ms (max)': maxMs(stalledReadyz),
      'stalled redis: read ms (max)': maxMs(stalledReads),
      'requests hung': hung([
        ...reads,
        ...readyz,
        ...logins,
        ...writeAnswers,
        ...stalledLogins,
        ...stalledReadyz,
        ...stalledReads,
      ]),
      'job retries': `${DEFAULT_JOB_OPTIONS.attempts} attempts, ${typeof backoff === 'object' ? `${backoff.type} from ${backoff.delay} ms, jitter ${backoff.jitter ?? 0}` : backoff}`,
    };
    const passed =
      auditIsClean(audit) &&
      [...reads, ...logins].every((a) => a.status === 200) &&
      writeAnswers.every((a) => a.status === 201) &&
      maxMs(readyz) < READYZ_LIMIT_MS &&
      maxMs(stalledReadyz) < READYZ_LIMIT_MS &&
      maxMs(stalledLogins) < LOGIN_REDIS_CALLS * REDIS_COMMAND_LIMIT_MS + 1000 &&
      stalledReads.every((a) => a.status === 200) &&
      figures['requests hung'] === 0 &&
      typeof backoff === 'object' &&
      (backoff.jitter ?? 0) > 0;
    return { name: this.name, steadyState: this.steadyState, passed, figures };
  },
};
