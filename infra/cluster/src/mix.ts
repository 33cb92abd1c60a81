import { type Answer, call, nextIp } from '../../chaos/src/http';
import { sleep } from '../../chaos/src/ports';
import type { Chatter } from './chatters';

export type OperationKind = 'browse' | 'detail' | 'search' | 'sign-in' | 'apply' | 'approve' | 'message';
export type Phase = 'before' | 'after';

export interface Operation {
  kind: OperationKind;
  phase: Phase;
  /** When it was sent, in seconds since the mix started. */
  sentAt: number;
  status: number;
  ms: number;
  /** The answer's message when it was not a success. */
  error?: string;
}

export interface Account {
  email: string;
  password: string;
  token: string;
}

/** What the api acknowledged (2xx) during the mix: each must be in PostgreSQL and have had its effects. */
export interface Acknowledged {
  applications: string[];
  /** Approved applications and the listing each became. */
  listings: Array<{ applicationId: string; propertyId: string }>;
  messages: Array<{ id: string; from: Chatter; to: Chatter }>;
}

export interface MixSetup {
  baseUrl: string;
  /** Listing ids to read. */
  listingIds: string[];
  /** Accounts that sign in over and over. */
  signIns: Array<{ email: string; password: string }>;
  /** Applicants, used in turn (each may submit 10 applications an hour). */
  applicants: Account[];
  reviewer: Account;
  pictures: string[];
  application: Record<string, unknown>;
  /** Pairs of people who message each other, connected through the proxy. */
  pairs: Array<[Chatter, Chatter]>;
}

/**
 * The steady mix the proof runs before and after it kills hosts: anonymous browsing, listing pages and
 * searches, sign-ins, a listing application with photos approved by a reviewer, and messages between people
 * connected to different api hosts. Never throws; every answer is kept with its phase.
 */
export class Mix {
  phase: Phase = 'before';
  readonly operations: Operation[] = [];
  readonly acknowledged: Acknowledged = { applications: [], listings: [], messages: [] };
  private stopped = false;
  private loops: Promise<void>[] = [];
  private readonly startedAt = performance.now();
  private turn = 0;

  constructor(private readonly setup: MixSetup) {}

  start(): this {
    this.loops = [
      this.loop(() => this.read(), 40),
      this.loop(() => this.read(), 40),
      this.loop(() => this.signIn(), 400),
      this.loop(() => this.applyAndApprove(), 1500),
      // Each person may send 30 messages a minute: four senders in turn stay under it.
      this.loop(() => this.message(), 900),
    ];
    return this;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.loops);
  }

  private async loop(step: () => Promise<void>, pauseMs: number): Promise<void> {
    while (!this.stopped) {
      await step();
      await sleep(pauseMs);
    }
  }

  private async timed(kind: OperationKind, run: () => Promise<Answer>): Promise<Answer> {
    const sentAt = (performance.now() - this.startedAt) / 1000;
    const answer = await run();
    // The phase when it was answered: a call in flight when its host was killed failed with the kill.
    const phase = this.phase;
    const failed = answer.status === 0 || answer.status >= 400;
    const error = failed ? (answer.error ?? JSON.stringify(answer.body).slice(0, 200)) : undefined;
    this.operations.push({
      kind,
      phase,
      sentAt,
      status: answer.status,
      ms: answer.ms,
      ...(error ? { error } : {}),
    });
    return answer;
  }

  private pick<T>(list: readonly T[]): T {
    this.turn += 1;
    return list[this.turn % list.length] as T;
  }

  private async read(): Promise<void> {
    const { baseUrl, listingIds } = this.setup;
    const which = this.turn % 3;
    if (which === 0)
      await this.timed('browse', () => call(baseUrl, '/api/v1/property/display?page=1', { ip: nextIp() }));
    else if (which === 1)
      await this.timed('detail', () =>
        call(baseUrl, `/api/v1/property/property/${this.pick(listingIds)}`, { method: 'POST', ip: nextIp() }),
      );
    else
      await this.timed('search', () =>
        call(baseUrl, `/api/v1/property/search?state=${this.pick(['Lagos', 'Abuja', 'Oyo'])}&page=1`, {
          ip: nextIp(),
        }),
      );
    this.turn += 1;
  }

  private async signIn(): Promise<void> {
    const { email, password } = this.pick(this.setup.signIns);
    await this.timed('sign-in', () =>
      call(this.setup.baseUrl, '/api/v1/auth/login', { body: { email, password }, ip: nextIp() }),
    );
  }

  private async applyAndApprove(): Promise<void> {
    const { baseUrl, reviewer, pictures, application } = this.setup;
    const applicant = this.pick(this.setup.applicants);
    const submitted = await this.timed('apply', () =>
      call(baseUrl, '/api/v1/applications/property', {
        body: { ...application, title: `Cluster proof flat ${this.turn}`, images: pictures },
        token: applicant.token,
        ip: nextIp(),
      }),
    );
    const id = (submitted.body as { data?: { id?: string } } | null)?.data?.id;
    if (submitted.status !== 201 || !id) return;
    this.acknowledged.applications.push(id);
    const approved = await this.timed('approve', () =>
      call(baseUrl, `/api/admin/listing-applications/${id}/approve`, {
        // Every application of the mix is the same flat, so the worker flags it as a duplicate of the ones
        // approved before it; approving a flagged application needs a reason (docs/trust.md).
        body: { reason: 'Cluster proof: the same test flat, approved as load' },
        token: reviewer.token,
        ip: nextIp(),
      }),
    );
    const propertyId = (approved.body as { property_id?: string } | null)?.property_id;
    if (approved.status === 200 && propertyId)
      this.acknowledged.listings.push({ applicationId: id, propertyId });
  }

  private async message(): Promise<void> {
    const [a, b] = this.pick(this.setup.pairs);
    const [from, to] = this.turn % 2 === 0 ? [a, b] : [b, a];
    const answer = await this.timed('message', () =>
      call(this.setup.baseUrl, '/api/v1/message/send', {
        body: { receiverId: to.userId, message: `proof ${this.turn} from ${from.name}` },
        token: from.token,
        ip: nextIp(),
      }),
    );
    const id = (answer.body as { data?: { id?: string } } | null)?.data?.id;
    if (answer.status === 201 && id) this.acknowledged.messages.push({ id: String(id), from, to });
  }
}
