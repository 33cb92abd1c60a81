import { randomBytes } from 'node:crypto';
import { type Answer, call, nextIp } from './http';

/**
 * The writes and reads an experiment runs while it breaks something. A write is a sign-up: it commits a
 * user and its `user.signed_up` outbox event in one transaction, and the worker turns the event into one
 * verification email, so a write's whole path (api → PostgreSQL → relay → Redis → worker) is checkable.
 */
export interface LoadResult {
  /** Emails whose sign-up the api acknowledged (201). */
  acknowledged: string[];
  /** Every sign-up attempted, acknowledged or not. */
  attempted: string[];
  answers: Array<Answer & { at: number; kind: 'write' | 'read' }>;
}

export function newSignup() {
  const id = randomBytes(6).toString('hex');
  return {
    email: `chaos-${id}@ile.test`,
    password: 'Chaos-Passw0rd!',
    phone: `+23480${String(Number.parseInt(id.slice(0, 8), 16) % 100_000_000).padStart(8, '0')}`,
    firstname: 'Chaos',
    lastname: `Monkey ${id.slice(0, 4)}`,
  };
}

export async function signup(
  baseUrl: string,
  timeoutMs?: number,
): Promise<{ email: string; answer: Answer }> {
  const body = newSignup();
  const answer = await call(baseUrl, '/api/v1/auth/signup', { body, ip: nextIp(), timeoutMs });
  return { email: body.email, answer };
}

/** Sign-ups and listing reads from `writers` + `readers` loops until `stop()`; never throws. */
export class LoadGenerator {
  private stopped = false;
  private loops: Promise<void>[] = [];
  readonly result: LoadResult = { acknowledged: [], attempted: [], answers: [] };

  constructor(
    private readonly baseUrl: string,
    private readonly options: { writers: number; readers: number; pauseMs?: number; timeoutMs?: number },
  ) {}

  start(): this {
    for (let i = 0; i < this.options.writers; i++) this.loops.push(this.loop('write'));
    for (let i = 0; i < this.options.readers; i++) this.loops.push(this.loop('read'));
    return this;
  }

  async stop(): Promise<LoadResult> {
    this.stopped = true;
    await Promise.all(this.loops);
    return this.result;
  }

  private async loop(kind: 'write' | 'read'): Promise<void> {
    while (!this.stopped) {
      const at = Date.now();
      if (kind === 'write') {
        const { email, answer } = await signup(this.baseUrl, this.options.timeoutMs);
        this.result.attempted.push(email);
        if (answer.status === 201) this.result.acknowledged.push(email);
        this.result.answers.push({ ...answer, at, kind });
      } else {
        const answer = await call(this.baseUrl, '/api/v1/property/search?page=1', {
          ip: nextIp(),
          timeoutMs: this.options.timeoutMs,
        });
        this.result.answers.push({ ...answer, at, kind });
      }
      // A failing dependency answers at once: back off a little so a loop does not spin.
      const failed = this.result.answers.at(-1)?.status;
      const pause = failed === 0 || (failed ?? 0) >= 500 ? 250 : (this.options.pauseMs ?? 50);
      await new Promise((r) => setTimeout(r, pause));
    }
  }
}

export function countByStatus(answers: Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { status } of answers) counts[String(status)] = (counts[String(status)] ?? 0) + 1;
  return counts;
}
