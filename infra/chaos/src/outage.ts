import type { Environment } from './environment';
import { type Answer, call, isJsendError, leaksInternals } from './http';
import { sleep } from './ports';

export interface OutageProbe {
  /** /readyz answers while the fault lasts, and how many said "not ready". */
  readyzNotReady: number;
  readyzTotal: number;
  answers: Answer[];
}

/** Asks /readyz every 250 ms until `stop` resolves, recording every answer. */
export async function probeReadiness(env: Environment, until: Promise<unknown>): Promise<OutageProbe> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const answers: Answer[] = [];
  while (!done) {
    answers.push(await call(env.apiUrl, '/readyz', { timeoutMs: 5000 }));
    await sleep(250);
  }
  return {
    readyzNotReady: answers.filter((a) => a.status === 503).length,
    readyzTotal: answers.length,
    answers,
  };
}

/** How the api answered while a dependency was down: what a caller saw, in figures. */
export function summariseOutageAnswers(answers: Answer[]) {
  const serverErrors = answers.filter((a) => a.status >= 500);
  return {
    total: answers.length,
    unavailable: answers.filter((a) => a.status === 503).length,
    internalErrors: answers.filter((a) => a.status === 500).length,
    notJsend: serverErrors.filter((a) => !isJsendError(a.body)).length,
    leaks: serverErrors.filter((a) => leaksInternals(a.body)).length,
    maxMs: Math.round(Math.max(0, ...answers.map((a) => a.ms))),
    succeeded: answers.filter((a) => a.status >= 200 && a.status < 300).length,
  };
}

/** Seconds from `since` until `probe` first answers true (polled every 100 ms, up to `timeoutMs`). */
export async function secondsUntil(since: number, probe: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe().catch(() => false)) return (Date.now() - since) / 1000;
    await sleep(100);
  }
  return Number.POSITIVE_INFINITY;
}
