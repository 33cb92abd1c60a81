import { randomBytes } from 'node:crypto';
import { waitFor } from '@ile/db/testing/wait-for';
import { readViewingLinkToken } from '@ile/db/viewings/link-token';
import { outboxEvent, QUEUES } from '@ile/shared';
import type { Job } from 'bullmq';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  sweepViewingsHandler,
  type ViewingSweepResult,
} from '../src/handlers/viewings/sweep-viewings.handler';
import { createListing, createOwner } from './support/listings';
import { TEST_PUBLIC_URL, useWorkerHarness } from './support/worker-harness';

const HOUR = 3_600_000;

async function viewingOf(
  worker: ReturnType<typeof useWorkerHarness>,
  values: { startsInHours: number; status?: 'requested' | 'confirmed'; country?: 'NG' | 'SL' },
) {
  const owner = await createOwner(worker, 'Chioma');
  const seeker = await createOwner(worker, 'Sorie');
  // The seeker lives in Sierra Leone: their times are written in Freetown's zone, the owner's in Lagos'.
  await worker.db.updateTable('users').set({ country: 'SL' }).where('id', '=', seeker.id).execute();
  await worker.db.updateTable('users').set({ country: 'NG' }).where('id', '=', owner.id).execute();
  const propertyId = await createListing(worker, owner.id, 'Flat in Yaba', {
    country: values.country ?? 'NG',
  });
  const startsAt = new Date(Math.floor((Date.now() + values.startsInHours * HOUR) / HOUR) * HOUR);
  const row = await worker.db
    .insertInto('viewings')
    .values({
      property_id: propertyId,
      seeker_id: seeker.id,
      owner_id: owner.id,
      status: values.status ?? 'confirmed',
      awaiting: values.status === 'requested' ? 'owner' : null,
      starts_at: startsAt,
      ends_at: new Date(startsAt.getTime() + HOUR),
      link_key: randomBytes(32),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, owner, seeker, startsAt };
}

describe('the viewings sweep (listings queue)', () => {
  const worker = useWorkerHarness({ queue: QUEUES.listings });
  const sweep = () =>
    sweepViewingsHandler.handle(
      { limit: 100 },
      {} as Job,
      worker.handlerContext(),
    ) as Promise<ViewingSweepResult>;
  const events = () =>
    worker.db.selectFrom('outbox_events').select(['event_type', 'payload']).orderBy('id').execute();

  it('claims each reminder once (24 h, then 2 h), asks after the end, expires unanswered requests, settles after 48 h', async () => {
    const tomorrow = await viewingOf(worker, { startsInHours: 20 });
    const soon = await viewingOf(worker, { startsInHours: 1.5 });
    const far = await viewingOf(worker, { startsInHours: 50 });
    const unanswered = await viewingOf(worker, { startsInHours: -1, status: 'requested' });
    const over = await viewingOf(worker, { startsInHours: -3 });
    const answered = await viewingOf(worker, { startsInHours: -60 });
    await worker.db
      .updateTable('viewings')
      .set({ owner_outcome: 'held', outcome_asked_at: new Date() })
      .where('id', '=', answered.id)
      .execute();

    expect(await sweep()).toEqual({
      reminded24h: 1,
      reminded2h: 1,
      asked: 1,
      expired: 1,
      settled: 1,
      lapsedUnpaid: 0,
      unconfirmed: 0,
    });
    expect(await sweep()).toEqual({
      reminded24h: 0,
      reminded2h: 0,
      asked: 0,
      expired: 0,
      settled: 0,
      lapsedUnpaid: 0,
      unconfirmed: 0,
    });
    const written = (await events()).map((e) => [e.event_type, e.payload]);
    expect(written).toEqual(
      expect.arrayContaining([
        ['viewing.reminder_due', { viewingId: tomorrow.id, hours: 24 }],
        ['viewing.reminder_due', { viewingId: soon.id, hours: 2 }],
        ['viewing.outcome_due', { viewingId: over.id }],
        ['viewing.expired', { viewingId: unanswered.id }],
        ['viewing.settled', { viewingId: answered.id, status: 'held' }],
      ]),
    );
    expect(written).toHaveLength(5);
    expect(written.some(([, payload]) => (payload as { viewingId: string }).viewingId === far.id)).toBe(
      false,
    );

    // 22 hours later the first one is within 2 hours: its 2-hour reminder, once.
    await sql`UPDATE viewings SET starts_at = starts_at - interval '19 hours', ends_at = ends_at - interval '19 hours'
      WHERE id = ${tomorrow.id}`.execute(worker.db);
    expect((await sweep()).reminded2h).toBe(1);
    expect((await sweep()).reminded2h).toBe(0);
  });
});

describe('viewing notices (email queue → SMTP)', () => {
  const worker = useWorkerHarness({ queue: QUEUES.email, smtp: true });

  it('reminds both sides with the time in each one’s own zone, in the app (live) and by email', async () => {
    worker.start({ schedules: { enabled: false } });
    const v = await viewingOf(worker, { startsInHours: 20 });
    await worker.emit(outboxEvent('viewing.reminder_due', { viewingId: v.id, hours: 24 }));
    const toOwner = await waitFor(() => worker.smtp.messages.find((m) => m.to.includes(v.owner.email)));
    const toSeeker = await waitFor(() => worker.smtp.messages.find((m) => m.to.includes(v.seeker.email)));
    expect(toOwner.subject).toBe('Reminder: viewing of “Flat in Yaba” tomorrow');
    const lagos = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Lagos',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(v.startsAt);
    const freetown = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Freetown',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(v.startsAt);
    expect(lagos).not.toBe(freetown);
    expect(toOwner.text).toContain(`${lagos} (Lagos time, WAT)`);
    expect(toSeeker.text).toContain(`${freetown} (Freetown time, GMT)`);
    const notices = await worker.db.selectFrom('notices').select(['recipient_id', 'link']).execute();
    expect(notices).toEqual(
      expect.arrayContaining([
        { recipient_id: v.owner.id, link: '/manage/viewings' },
        { recipient_id: v.seeker.id, link: '/account/viewings' },
      ]),
    );
  });

  it('asks "Did the viewing happen?" with signed one-tap links for that side only', async () => {
    worker.start({ schedules: { enabled: false } });
    const v = await viewingOf(worker, { startsInHours: -3 });
    await worker.emit(outboxEvent('viewing.outcome_due', { viewingId: v.id }));
    const mail = await waitFor(() => worker.smtp.messages.find((m) => m.to.includes(v.seeker.email)));
    expect(mail.subject).toBe('Did the viewing of “Flat in Yaba” happen?');
    const tokens = [...mail.text.matchAll(/viewings\/link\?token=([\w.%-]+)/g)].map((m) =>
      readViewingLinkToken(decodeURIComponent(m[1] as string)),
    );
    expect(tokens.map((t) => [t?.id, t?.party, t?.action])).toEqual([
      [v.id, 'seeker', 'held'],
      [v.id, 'seeker', 'no_show'],
    ]);
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/account/viewings`);
  });

  it('tells nobody about a request that was cancelled before the job ran', async () => {
    worker.start({ schedules: { enabled: false } });
    const v = await viewingOf(worker, { startsInHours: 30, status: 'requested' });
    await worker.db.updateTable('viewings').set({ status: 'cancelled' }).where('id', '=', v.id).execute();
    const eventId = await worker.emit(outboxEvent('viewing.requested', { viewingId: v.id, by: 'seeker' }));
    expect((await worker.finishedJob(eventId)).returnvalue).toEqual([
      expect.objectContaining({ outcome: 'skipped' }),
    ]);
    expect(worker.smtp.messages).toEqual([]);
  });
});
