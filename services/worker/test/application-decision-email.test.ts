import { randomUUID } from 'node:crypto';
import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import { startTestSmtpServer, type TestSmtpServer } from '@ile/db/testing/smtp-server';
import {
  createTestDatabase,
  TEST_REDIS_URL,
  type TestDatabase,
  testRedisPrefix,
} from '@ile/db/testing/test-database';
import { waitFor } from '@ile/db/testing/wait-for';
import { outboxEvent, QUEUES } from '@ile/shared';
import { Queue } from 'bullmq';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkerRuntime, type WorkerRuntime } from '../src/runtime';

const PUBLIC_URL = 'http://ile.example:8080';

describe('application decision emails (…_application.decided → email queue → SMTP)', () => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let runtime: WorkerRuntime;
  let prefix: string;
  let userId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    prefix = testRedisPrefix();
    smtp = await startTestSmtpServer();
    const user = await database.db
      .insertInto('users')
      .values({ email: 'ngozi@example.test', password_hash: 'x', first_name: 'Ngozi', last_name: 'Okafor' })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = user.id;
    runtime = startWorkerRuntime({
      db: database.db,
      redisUrl: TEST_REDIS_URL,
      prefix,
      log: pino({ level: 'silent' }),
      outboxPollMs: 20,
      smtpUrl: smtp.url,
      publicUrl: PUBLIC_URL,
    });
  });

  afterAll(async () => {
    await runtime.stop();
    const queue = new Queue(QUEUES.email, { connection: { url: TEST_REDIS_URL }, prefix });
    await queue.obliterate({ force: true });
    await queue.close();
    await smtp.close();
    await database.destroy();
  });

  it('tells a rejected student why, with a link back to their student page', async () => {
    await appendOutboxEvent(
      database.db,
      outboxEvent('student_application.decided', {
        applicationId: randomUUID(),
        userId,
        decision: 'unsuccessful',
        reason: 'The card has expired',
      }),
    );
    const mail = await waitFor(() => smtp.messages.find((m) => m.subject.includes('verified student')));
    expect(mail.to).toEqual(['ngozi@example.test']);
    expect(mail.subject).toBe('Your verified student application was not approved');
    expect(mail.text).toContain('Reason: The card has expired');
    expect(mail.text).toContain(`${PUBLIC_URL}/account/student`);
  });

  it('links an approved listing to its page', async () => {
    const propertyId = randomUUID();
    await appendOutboxEvent(
      database.db,
      outboxEvent('listing_application.decided', {
        applicationId: randomUUID(),
        userId,
        decision: 'successful',
        reason: null,
        propertyId,
      }),
    );
    const mail = await waitFor(() => smtp.messages.find((m) => m.subject.includes('listing application')));
    expect(mail.subject).toBe('Your listing application was approved');
    expect(mail.text).toContain(`${PUBLIC_URL}/property/${propertyId}`);
  });
});
