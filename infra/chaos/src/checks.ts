import { QUEUE_NAMES } from '@ile/shared';
import { sql } from 'kysely';
import type { Environment } from './environment';
import { waitFor } from './ports';

/**
 * The steady state of the write path, from the database's side: every acknowledged sign-up has its user,
 * every user its `user.signed_up` event and every event its user (the change and its event committed
 * together), every event is delivered, and each one produced exactly one email.
 */
export interface SignupAudit {
  acknowledged: number;
  /** Acknowledged (201) but no user row: a lost write. */
  lostWrites: number;
  /** chaos-* users with no `user.signed_up` event: a change without its event. */
  changesWithoutEvent: number;
  /** `user.signed_up` events whose user does not exist: an event without its change. */
  eventsWithoutChange: number;
  undelivered: number;
  /** Delivered events with no verification email recorded: a lost domain event. */
  eventsWithoutEmail: number;
  /** Emails beyond the first for one event: a duplicate. */
  duplicateEmails: number;
}

export async function auditSignups(env: Environment, acknowledged: string[]): Promise<SignupAudit> {
  const { db } = env;
  const lost = await sql<{ n: number }>`
    select count(*)::int as n from unnest(${acknowledged}::text[]) as a(email)
    where not exists (select 1 from users u where u.email = a.email)
  `.execute(db);
  const row = await sql<{
    changes_without_event: number;
    events_without_change: number;
    undelivered: number;
    events_without_email: number;
    duplicate_emails: number;
  }>`
    with events as (
      select id, payload->>'userId' as user_id, delivered_at from outbox_events where event_type = 'user.signed_up'
    ), chaos_users as (
      select id from users where email like 'chaos-%'
    )
    select
      (select count(*) from chaos_users u where not exists (select 1 from events e where e.user_id = u.id::text))::int
        as changes_without_event,
      (select count(*) from events e where not exists (select 1 from users u where u.id::text = e.user_id))::int
        as events_without_change,
      (select count(*) from events e join chaos_users u on u.id::text = e.user_id where e.delivered_at is null)::int
        as undelivered,
      (select count(*) from events e join chaos_users u on u.id::text = e.user_id
        where not exists (select 1 from emails m where m.event_key like e.id::text || ':%'))::int
        as events_without_email,
      (select coalesce(sum(n - 1), 0) from (
        select count(*) as n from emails m join events e on m.event_key like e.id::text || ':%' group by e.id
      ) d)::int as duplicate_emails
  `.execute(db);
  const r = row.rows[0];
  return {
    acknowledged: acknowledged.length,
    lostWrites: lost.rows[0]?.n ?? -1,
    changesWithoutEvent: r?.changes_without_event ?? -1,
    eventsWithoutChange: r?.events_without_change ?? -1,
    undelivered: r?.undelivered ?? -1,
    eventsWithoutEmail: r?.events_without_email ?? -1,
    duplicateEmails: r?.duplicate_emails ?? -1,
  };
}

export const auditIsClean = (a: SignupAudit): boolean =>
  a.lostWrites === 0 &&
  a.changesWithoutEvent === 0 &&
  a.eventsWithoutChange === 0 &&
  a.undelivered === 0 &&
  a.eventsWithoutEmail === 0 &&
  a.duplicateEmails === 0;

/** Waits (up to `timeoutMs`) for the pipeline to drain, then audits; answers the audit and the seconds it took. */
export async function settleAndAudit(env: Environment, acknowledged: string[], timeoutMs = 90_000) {
  const started = Date.now();
  let audit = await auditSignups(env, acknowledged);
  try {
    await waitFor(
      'every sign-up delivered and emailed',
      async () => {
        audit = await auditSignups(env, acknowledged);
        return auditIsClean(audit);
      },
      timeoutMs,
      500,
    );
  } catch {
    // reported through the audit
  }
  return { audit, settleSeconds: (Date.now() - started) / 1000 };
}

/** Jobs per state across every queue: after recovery nothing may sit in `active` or `waiting`. */
export async function queueCounts(env: Environment) {
  const totals = { active: 0, waiting: 0, delayed: 0, failed: 0, completed: 0 };
  for (const name of QUEUE_NAMES) {
    const counts = await env.queue(name).getJobCounts('active', 'waiting', 'delayed', 'failed', 'completed');
    for (const key of Object.keys(totals) as Array<keyof typeof totals>) totals[key] += counts[key] ?? 0;
  }
  return totals;
}

/** Waits until no job is active or waiting (stalled jobs are moved back by BullMQ's stall check). */
export async function waitQueuesIdle(env: Environment, timeoutMs = 90_000) {
  const started = Date.now();
  let counts = await queueCounts(env);
  try {
    await waitFor(
      'queues idle',
      async () => {
        counts = await queueCounts(env);
        return counts.active === 0 && counts.waiting === 0;
      },
      timeoutMs,
      500,
    );
  } catch {
    // reported through the counts
  }
  return { counts, seconds: (Date.now() - started) / 1000 };
}
