import { createHash, randomUUID } from 'node:crypto';
import { checkPasswordResetOtp } from '@ile/db/repositories/auth-tokens.repository';
import { waitFor } from '@ile/db/testing/wait-for';
import { outboxEvent, QUEUES } from '@ile/shared';
import { describe, expect, it } from 'vitest';
import { sleep, TEST_PUBLIC_URL, useWorkerHarness } from './support/worker-harness';

const LINK = /http:\/\/ile\.example:8080\/api\/v1\/auth\/verify-email\?token=([A-Za-z0-9_-]+)/;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('email jobs on the real PostgreSQL, Redis and an SMTP server', () => {
  const worker = useWorkerHarness({ queue: QUEUES.email, smtp: true });

  async function insertUser(
    values: { firstName?: string; verified?: boolean; suspended?: boolean; deleted?: boolean } = {},
  ) {
    const email = `${randomUUID().slice(0, 8)}@example.test`;
    const row = await worker.db
      .insertInto('users')
      .values({
        email,
        password_hash: 'not-a-real-hash',
        first_name: values.firstName ?? 'Ada',
        last_name: 'Okafor',
        email_verified_at: values.verified ? new Date() : null,
        suspended_at: values.suspended ? new Date() : null,
        deleted_at: values.deleted ? new Date() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, email };
  }

  const emailRows = () => worker.db.selectFrom('emails').selectAll().orderBy('created_at').execute();

  const tokensOf = (userId: string) =>
    worker.db.selectFrom('email_verification_tokens').selectAll().where('user_id', '=', userId).execute();

  it('sends the verification link after signup; the token in the link is the one stored', async () => {
    const user = await insertUser({ firstName: 'Ada' });
    const eventId = await worker.emit(outboxEvent('user.signed_up', { userId: user.id }));
    worker.start();

    const mail = await waitFor(() => worker.smtp.messages[0]);
    expect(mail.to).toEqual([user.email]);
    expect(mail.subject).toBe('Confirm your email address for Ile');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain('expires in 24 hours');
    const token = LINK.exec(mail.text)?.[1] as string;
    expect(token).toBeTruthy();
    expect(mail.html).toContain(`href="${TEST_PUBLIC_URL}/api/v1/auth/verify-email?token=${token}"`);

    const tokens = await tokensOf(user.id);
    expect(tokens.map((t) => t.token_hash)).toEqual([sha256(token)]);
    expect(tokens[0]?.used_at).toBeNull();

    const job = await worker.ranJob(eventId);
    expect(job.returnvalue).toMatchObject({ outcome: 'sent', eventKey: `${eventId}:verify-email` });
    const [row] = await emailRows();
    expect(row).toMatchObject({
      event_key: `${eventId}:verify-email`,
      to_address: user.email,
      status: 'sent',
      subject: mail.subject,
      error: null,
    });
    expect(row?.sent_at).toBeInstanceOf(Date);
  });

  it('sends a password reset code that the repository accepts', async () => {
    const user = await insertUser();
    await worker.emit(outboxEvent('user.password_reset_requested', { userId: user.id }));
    worker.start();

    const mail = await waitFor(() => worker.smtp.messages[0]);
    expect(mail.to).toEqual([user.email]);
    expect(mail.text).toContain('expires in 10 minutes');
    expect(mail.text).toContain("If this wasn't you, ignore this email");
    const code = /^(\d{6})$/m.exec(mail.text)?.[1] as string;
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.html).toContain(code);

    const check = await worker.db
      .transaction()
      .execute((trx) => checkPasswordResetOtp(trx, user.id, code, { consume: false }));
    expect(check).toBe('ok');
  });

  it('sends one email when the same outbox row is relayed twice, even after the job is gone', async () => {
    const user = await insertUser();
    const eventId = await worker.emit(outboxEvent('user.signed_up', { userId: user.id }));
    worker.start();
    await waitFor(() => worker.smtp.messages[0]);
    const first = await worker.ranJob(eventId);

    // The relay crashed after enqueueing, before marking the row: BullMQ drops the copy by job id.
    await worker.redeliver(eventId);
    await sleep(300);
    expect(worker.smtp.messages).toHaveLength(1);

    // Past BullMQ's memory of the job (removeOnComplete), the handler runs again and finds the email sent.
    await first.remove();
    await worker.redeliver(eventId);
    const second = await worker.ranJob(eventId);
    expect(second.returnvalue).toEqual({ outcome: 'duplicate', eventKey: `${eventId}:verify-email` });
    expect(worker.smtp.messages).toHaveLength(1);
    // No second token either: a token is issued only for mail that still has to go.
    expect(await tokensOf(user.id)).toHaveLength(1);
    expect(await emailRows()).toHaveLength(1);
  });

  it('writes nothing to users who are verified, gone, deleted or suspended', async () => {
    const verified = await insertUser({ verified: true });
    const deleted = await insertUser({ deleted: true });
    const suspended = await insertUser({ suspended: true });
    const events = [
      await worker.emit(outboxEvent('user.signed_up', { userId: verified.id })),
      await worker.emit(outboxEvent('user.verification_requested', { userId: deleted.id })),
      await worker.emit(outboxEvent('user.verification_requested', { userId: randomUUID() })),
      await worker.emit(outboxEvent('user.password_reset_requested', { userId: suspended.id })),
    ];
    worker.start();

    const outcomes = await Promise.all(events.map(async (id) => (await worker.ranJob(id)).returnvalue));
    expect(outcomes).toEqual([
      { outcome: 'skipped', reason: 'email already verified' },
      { outcome: 'skipped', reason: 'user gone' },
      { outcome: 'skipped', reason: 'user gone' },
      { outcome: 'skipped', reason: 'user suspended' },
    ]);
    await sleep(200);
    expect(worker.smtp.messages).toHaveLength(0);
    expect(await emailRows()).toHaveLength(0);
    expect(await tokensOf(verified.id)).toHaveLength(0);
  });

  it('catches mail in the emails table when no SMTP server is configured', async () => {
    const user = await insertUser();
    const eventId = await worker.emit(outboxEvent('user.signed_up', { userId: user.id }));
    worker.start({ smtpUrl: undefined });

    const row = await waitFor(async () => (await emailRows())[0]);
    expect(row).toMatchObject({
      event_key: `${eventId}:verify-email`,
      to_address: user.email,
      status: 'caught',
    });
    expect(row.sent_at).toBeInstanceOf(Date);
    const token = LINK.exec(row.text ?? '')?.[1] as string;
    expect((await tokensOf(user.id)).map((t) => t.token_hash)).toEqual([sha256(token)]);
    expect(row.html).toContain('Confirm my email');
    expect(worker.smtp.messages).toHaveLength(0);
  });

  it('leaves a refused send to BullMQ’s retry, records no sent row, and delivers on the retry', async () => {
    worker.smtp.rejecting = true;
    const user = await insertUser();
    const eventId = await worker.emit(outboxEvent('user.signed_up', { userId: user.id }));
    worker.start();

    const job = await worker.ranJob(eventId);
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toMatch(/Mailbox unavailable|550/);
    expect(await job.getState()).toBe('delayed');
    const [failed] = await emailRows();
    expect(failed).toMatchObject({ status: 'failed', sent_at: null });
    expect(failed?.error).toMatch(/550|Mailbox unavailable/);
    expect(worker.smtp.messages).toHaveLength(0);

    // The first backoff is 2 s (dispatch.ts); the retry issues a fresh token and sends it.
    worker.smtp.rejecting = false;
    const mail = await waitFor(() => worker.smtp.messages[0]);
    const token = LINK.exec(mail.text)?.[1] as string;
    expect((await tokensOf(user.id)).map((t) => t.token_hash)).toContain(sha256(token));
    const [sent] = await waitFor(async () => {
      const rows = await emailRows();
      return rows[0]?.status === 'sent' ? rows : undefined;
    });
    expect(sent).toMatchObject({ status: 'sent', error: null });
  });

  it('tells the user their password changed and says goodbye to a deleted account', async () => {
    const user = await insertUser({ firstName: 'Chidi' });
    await worker.emit(outboxEvent('user.password_changed', { userId: user.id }));
    await worker.emit(
      outboxEvent('user.account_deleted', { email: 'gone@example.test', firstName: 'Fatmata' }),
    );
    worker.start();

    await waitFor(() => (worker.smtp.messages.length >= 2 ? true : undefined));
    const changed = worker.smtp.messages.find((m) => m.to[0] === user.email);
    const goodbye = worker.smtp.messages.find((m) => m.to[0] === 'gone@example.test');
    expect(changed?.subject).toBe('Your Ile password was changed');
    expect(changed?.text).toContain('Hello Chidi,');
    expect(changed?.text).toContain(`${TEST_PUBLIC_URL}/`);
    expect(changed?.text).toContain("If it wasn't you, reset your password");
    expect(goodbye?.subject).toBe('Your Ile account has been deleted');
    expect(goodbye?.text).toContain('Hello Fatmata,');
    expect(goodbye?.text).toContain('Records of payments are kept, anonymised');
    // The SMTP server has the mail a moment before the worker records it.
    const statuses = await waitFor(async () => {
      const rows = await emailRows();
      return rows.length === 2 ? rows.map((row) => row.status) : undefined;
    });
    expect(statuses).toEqual(['sent', 'sent']);
  });
});
