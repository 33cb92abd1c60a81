import { randomUUID } from 'node:crypto';
import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import { waitFor } from '@ile/db/testing/wait-for';
import { outboxEvent, QUEUES } from '@ile/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, useWorkerHarness } from './support/worker-harness';

describe('application decision emails (…_application.decided → email queue → SMTP)', () => {
  const worker = useWorkerHarness({ queue: QUEUES.email, smtp: true, scope: 'all' });
  let userId: string;

  beforeAll(async () => {
    const user = await worker.db
      .insertInto('users')
      .values({ email: 'ngozi@example.test', password_hash: 'x', first_name: 'Ngozi', last_name: 'Okafor' })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = user.id;
    worker.start();
  });

  it('tells a rejected student why, with a link back to their student page', async () => {
    await appendOutboxEvent(
      worker.db,
      outboxEvent('student_application.decided', {
        applicationId: randomUUID(),
        userId,
        decision: 'unsuccessful',
        reason: 'The card has expired',
      }),
    );
    const mail = await waitFor(() =>
      worker.smtp.messages.find((m) => m.subject.includes('verified student')),
    );
    expect(mail.to).toEqual(['ngozi@example.test']);
    expect(mail.subject).toBe('Your verified student application was not approved');
    expect(mail.text).toContain('Reason: The card has expired');
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/account/student`);
  });

  it('links an approved listing to its page', async () => {
    const propertyId = randomUUID();
    await appendOutboxEvent(
      worker.db,
      outboxEvent('listing_application.decided', {
        applicationId: randomUUID(),
        userId,
        decision: 'successful',
        reason: null,
        propertyId,
      }),
    );
    const mail = await waitFor(() =>
      worker.smtp.messages.find((m) => m.subject.includes('listing application')),
    );
    expect(mail.subject).toBe('Your listing application was approved');
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/property/${propertyId}`);
  });
});
