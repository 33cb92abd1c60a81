import { randomUUID } from 'node:crypto';
import { waitFor } from '@ile/db/testing/wait-for';
import { outboxEvent, QUEUES } from '@ile/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, useWorkerHarness } from './support/worker-harness';

describe('report emails (report.decided, property.held, property.report_decided → email queue → SMTP)', () => {
  const worker = useWorkerHarness({ queue: QUEUES.email, smtp: true, scope: 'all' });
  let reporter: { id: string; email: string };
  let owner: { id: string; email: string };
  let propertyId: string;

  beforeAll(async () => {
    const person = (email: string, first_name: string) =>
      worker.db
        .insertInto('users')
        .values({ email, password_hash: 'x', first_name, last_name: 'Test' })
        .returning(['id', 'email'])
        .executeTakeFirstOrThrow();
    reporter = await person('fatmata@example.test', 'Fatmata');
    owner = await person('owner@example.test', 'Emeka');
    const property = await worker.db
      .insertInto('properties')
      .values({
        owner_id: owner.id,
        title: 'Two-bedroom flat in Freetown',
        description: 'Sea view',
        address: '3 Lumley Beach Road',
        city: 'Freetown',
        state: 'Western Area',
        state_code: 'W',
        country: 'SL',
        price: 1000,
        currency: 'SLE',
        duration: 'month',
        category: 'rental',
        property_type: 'residential',
        status: 'held',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    propertyId = property.id;
    worker.start();
  });

  it('tells the reporter what staff decided, once per event', async () => {
    const eventId = await worker.emit(
      outboxEvent('report.decided', {
        reportId: randomUUID(),
        reporterId: reporter.id,
        targetType: 'property',
        targetId: propertyId,
        outcome: 'unpublished',
      }),
    );
    const mail = await waitFor(() => worker.smtp.messages.find((m) => m.to.includes(reporter.email)));
    expect(mail.subject).toBe('Ile: we have looked at the listing you reported');
    expect(mail.text).toContain('Hello Fatmata,');
    expect(mail.text).toContain('The listing has been taken down.');
    expect(mail.html).toContain(`href="${TEST_PUBLIC_URL}/account/notifications"`);
    expect((await worker.finishedJob(eventId)).returnvalue).toMatchObject({
      outcome: 'sent',
      eventKey: `${eventId}:report-outcome`,
    });
  });

  it('tells the owner their listing is held, then that it is back in search', async () => {
    const held = await worker.emit(outboxEvent('property.held', { propertyId, ownerId: owner.id }));
    const heldMail = await waitFor(() =>
      worker.smtp.messages.find((m) => m.to.includes(owner.email) && m.subject.includes('under review')),
    );
    expect(heldMail.subject).toBe('Ile: your listing “Two-bedroom flat in Freetown” is under review');
    expect(heldMail.text).toContain('Several verified users reported your listing');
    expect(heldMail.html).toContain(`href="${TEST_PUBLIC_URL}/manage/listings"`);
    expect((await worker.finishedJob(held)).returnvalue).toMatchObject({ outcome: 'sent' });

    const back = await worker.emit(
      outboxEvent('property.report_decided', { propertyId, ownerId: owner.id, outcome: 'republished' }),
    );
    const backMail = await waitFor(() =>
      worker.smtp.messages.find((m) => m.to.includes(owner.email) && m.subject.includes('back in search')),
    );
    expect(backMail.text).toContain('found nothing against our rules');
    expect((await worker.finishedJob(back)).returnvalue).toMatchObject({
      outcome: 'sent',
      eventKey: `${back}:listing-report-notice`,
    });
  });

  it('skips a reporter whose account is gone', async () => {
    const eventId = await worker.emit(
      outboxEvent('report.decided', {
        reportId: randomUUID(),
        reporterId: randomUUID(),
        targetType: 'message',
        targetId: randomUUID(),
        outcome: 'dismissed',
      }),
    );
    expect((await worker.finishedJob(eventId)).returnvalue).toMatchObject({ outcome: 'skipped' });
  });
});
