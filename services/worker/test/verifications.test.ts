import { randomUUID } from 'node:crypto';
import type { Storage } from '@ile/db';
import { StorageUnavailableError } from '@ile/db';
import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import { waitFor } from '@ile/db/testing/wait-for';
import { outboxEvent, QUEUES } from '@ile/shared';
import type { Job } from 'bullmq';
import { beforeAll, describe, expect, it } from 'vitest';
import { purgeVerificationFilesHandler } from '../src/handlers/exports/purge-verification-files.handler';
import { TEST_PUBLIC_URL, useWorkerHarness } from './support/worker-harness';

const DAY_MS = 86_400_000;

describe('verification decision emails (verification.decided → email queue → SMTP)', () => {
  const worker = useWorkerHarness({ queue: QUEUES.email, smtp: true, scope: 'all' });
  let userId: string;

  beforeAll(async () => {
    const user = await worker.db
      .insertInto('users')
      .values({
        email: 'fatmata@example.test',
        password_hash: 'x',
        first_name: 'Fatmata',
        last_name: 'Kamara',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    userId = user.id;
    worker.start();
  });

  it('tells the person a rejection and its reason, with a link to their verification page', async () => {
    await appendOutboxEvent(
      worker.db,
      outboxEvent('verification.decided', {
        verificationId: randomUUID(),
        userId,
        kind: 'identity',
        decision: 'rejected',
        reason: 'The selfie does not show the ID',
      }),
    );
    const mail = await waitFor(() => worker.smtp.messages.find((m) => m.subject.includes('ID verification')));
    expect(mail.to).toEqual(['fatmata@example.test']);
    expect(mail.subject).toBe('Your ID verification was not approved');
    expect(mail.text).toContain('Reason: The selfie does not show the ID');
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/account/verification`);
  });

  it('tells an agency its business verification was approved', async () => {
    const eventId = await worker.emit(
      outboxEvent('verification.decided', {
        verificationId: randomUUID(),
        userId,
        kind: 'business',
        decision: 'approved',
        reason: null,
      }),
    );
    await worker.ranJob(eventId);
    const mail = await waitFor(() => worker.smtp.messages.find((m) => m.subject.includes('business')));
    expect(mail.subject).toBe('Your business verification was approved');
    expect(mail.text).toContain('"Business verified" badge');
    // Delivered again (at least once): still one email.
    await worker.redeliver(eventId);
    await worker.ranJob(eventId);
    expect(worker.smtp.messages.filter((m) => m.subject.includes('business'))).toHaveLength(1);
  });
});

describe('purge-verification-files (every hour: files deleted 30 days after the decision)', () => {
  const worker = useWorkerHarness({ queue: QUEUES.exports, dirs: ['private'] });

  async function person(deleted = false) {
    const row = await worker.db
      .insertInto('users')
      .values({
        email: `${randomUUID()}@example.test`,
        password_hash: 'x',
        first_name: 'Musa',
        last_name: 'Bangura',
        deleted_at: deleted ? new Date() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A verification with its two files in private storage, decided `daysAgo` days ago (null: pending). */
  async function verification(daysAgo: number | null, deletedAccount = false) {
    const userId = await person(deletedAccount);
    const id = randomUUID();
    const keys = [`verifications/${userId}/${id}/document.jpg`, `verifications/${userId}/${id}/selfie.jpg`];
    for (const key of keys) await worker.privateStorage.put(key, Buffer.from('a picture'));
    const decided = daysAgo === null ? null : new Date(Date.now() - daysAgo * DAY_MS);
    await worker.db
      .insertInto('verifications')
      .values({
        id,
        user_id: userId,
        kind: 'identity',
        status: decided ? 'approved' : 'pending',
        decided_at: decided,
        country: 'SL',
        document_type: 'national_id',
        document_number: 'SL-1',
        document_key: keys[0],
        selfie_key: keys[1],
      })
      .execute();
    return { id, keys };
  }
  const filesDeletedAt = async (id: string) =>
    (
      await worker.db
        .selectFrom('verifications')
        .select('files_deleted_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).files_deleted_at;
  const present = async (keys: string[]) => Promise.all(keys.map((key) => worker.privateStorage.has(key)));

  it('deletes the files of decisions older than 30 days and of erased accounts, keeps the rest', async () => {
    const old = await verification(31);
    const recent = await verification(5);
    const pending = await verification(null);
    const erased = await verification(null, true);
    // Scheduled every 300 ms here (every hour live).
    const started = worker.start({
      schedules: { purgeVerificationFilesEveryMs: 300, refreshStaleRatesOnStart: false },
    });
    await started.scheduled;
    const schedulers = await worker.queue.getJobSchedulers();
    expect(schedulers.map((s) => [s.key, s.every])).toContainEqual(['purge-verification-files', 300]);

    await waitFor(
      async () => ((await filesDeletedAt(old.id)) && (await filesDeletedAt(erased.id)) ? true : undefined),
      20_000,
    );
    expect(await present(old.keys)).toEqual([false, false]);
    expect(await present(erased.keys)).toEqual([false, false]);
    expect(await present(recent.keys)).toEqual([true, true]);
    expect(await present(pending.keys)).toEqual([true, true]);
    expect(await filesDeletedAt(recent.id)).toBeNull();
    // The decision stays: status, date and the keys (now pointing at nothing).
    const kept = await worker.db
      .selectFrom('verifications')
      .selectAll()
      .where('id', '=', old.id)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ status: 'approved', document_key: old.keys[0] });
    expect(kept.decided_at).toBeInstanceOf(Date);
  }, 30_000);

  it('is idempotent, and marks nothing when storage is unreachable (the next run finishes the work)', async () => {
    const old = await verification(40);
    const broken: Storage = {
      ...worker.privateStorage,
      remove: async () => {
        throw new StorageUnavailableError('private storage is down');
      },
    };
    const run = (privateStorage?: Storage) =>
      purgeVerificationFilesHandler.handle(
        { limit: 50 },
        { attemptsMade: 0, opts: { attempts: 3 } } as Job,
        worker.handlerContext(privateStorage ? { privateStorage } : {}),
      );
    await expect(run(broken)).rejects.toThrow();
    expect(await filesDeletedAt(old.id)).toBeNull();
    expect(await present(old.keys)).toEqual([true, true]);

    expect(await run()).toEqual({ verifications: 1, files: 2 });
    expect(await present(old.keys)).toEqual([false, false]);
    const first = await filesDeletedAt(old.id);
    expect(first).toBeInstanceOf(Date);
    expect(await run()).toEqual({ verifications: 0, files: 0 });
    expect(await filesDeletedAt(old.id)).toEqual(first);
  });
});
