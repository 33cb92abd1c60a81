import { randomUUID } from 'node:crypto';
import { type Storage, StorageUnavailableError } from '@ile/db';
import { eraseAccount } from '@ile/db/repositories/account-erasure.repository';
import { waitFor } from '@ile/db/testing/wait-for';
import { QUEUES } from '@ile/shared';
import type { Job } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { purgeExpiredExportsHandler } from '../src/handlers/exports/purge-expired-exports.handler';
import { useWorkerHarness } from './support/worker-harness';

const DAY_MS = 86_400_000;

describe('purge-expired-exports (every hour: an export’s file is deleted once its 7 days are over)', () => {
  const worker = useWorkerHarness({ queue: QUEUES.exports, dirs: ['private'] });

  async function person() {
    const email = `${randomUUID()}@example.test`;
    const row = await worker.db
      .insertInto('users')
      .values({ email, password_hash: 'x', first_name: 'Ngozi', last_name: 'Eze' })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, email, first_name: 'Ngozi' };
  }

  /** A ready export whose file is in private storage (unless `withFile` is false), expiring in `days`. */
  async function readyExport(days: number, { withFile = true, userId = '' } = {}) {
    const owner = userId || (await person()).id;
    const id = randomUUID();
    const key = `exports/${owner}/${id}.json`;
    if (withFile) await worker.privateStorage.put(key, Buffer.from('{"everything": "about them"}\n'));
    const expires = new Date(Date.now() + days * DAY_MS);
    await worker.db
      .insertInto('data_exports')
      .values({
        id,
        user_id: owner,
        status: 'ready',
        storage_key: key,
        completed_at: new Date(expires.getTime() - 7 * DAY_MS),
        expires_at: expires,
      })
      .execute();
    return { id, key };
  }

  const row = (id: string) =>
    worker.db
      .selectFrom('data_exports')
      .select(['status', 'storage_key', 'completed_at', 'expires_at', 'updated_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const run = (privateStorage?: Storage) =>
    purgeExpiredExportsHandler.handle(
      { limit: 50 },
      { attemptsMade: 0, opts: { attempts: 3 } } as Job,
      worker.handlerContext(privateStorage ? { privateStorage } : {}),
    );

  it('is scheduled, deletes the files of expired exports and of erased accounts, and keeps live ones', async () => {
    const expired = await readyExport(-1);
    const live = await readyExport(3);
    const owner = await person();
    const erased = await readyExport(5, { userId: owner.id });
    await worker.db.transaction().execute((trx) => eraseAccount(trx, owner));
    // Scheduled every 300 ms here (every hour live).
    const started = worker.start({
      schedules: { purgeExpiredExportsEveryMs: 300, refreshStaleRatesOnStart: false },
    });
    await started.scheduled;
    const schedulers = await worker.queue.getJobSchedulers();
    expect(schedulers.map((s) => [s.key, s.every])).toContainEqual(['purge-expired-exports', 300]);

    await waitFor(
      async () =>
        (await row(expired.id)).storage_key === null && (await row(erased.id)).storage_key === null
          ? true
          : undefined,
      20_000,
    );
    expect(await worker.privateStorage.has(expired.key)).toBe(false);
    expect(await worker.privateStorage.has(erased.key)).toBe(false);
    expect(await row(expired.id)).toMatchObject({ status: 'expired', storage_key: null });
    expect(await row(erased.id)).toMatchObject({ status: 'expired', storage_key: null });
    // Still downloadable: untouched.
    expect(await worker.privateStorage.has(live.key)).toBe(true);
    expect(await row(live.id)).toMatchObject({ status: 'ready', storage_key: live.key });
  }, 30_000);

  it('expires a row whose file is already gone, and a second run changes nothing', async () => {
    const expired = await readyExport(-2);
    const fileless = await readyExport(-1, { withFile: false });
    const live = await readyExport(1);

    expect(await run()).toEqual({ exports: 2 });
    expect(await worker.privateStorage.has(expired.key)).toBe(false);
    const first = { expired: await row(expired.id), fileless: await row(fileless.id) };
    expect(first.expired).toMatchObject({ status: 'expired', storage_key: null });
    expect(first.fileless).toMatchObject({ status: 'expired', storage_key: null });
    // The owner still sees when it was made and when it expired.
    expect(first.expired.completed_at).toBeInstanceOf(Date);
    expect(first.expired.expires_at).toBeInstanceOf(Date);

    expect(await run()).toEqual({ exports: 0 });
    expect(await row(expired.id)).toEqual(first.expired);
    expect(await row(fileless.id)).toEqual(first.fileless);
    expect(await row(live.id)).toMatchObject({ status: 'ready', storage_key: live.key });
    expect(await worker.privateStorage.has(live.key)).toBe(true);
  });

  it('marks nothing when storage is unreachable, so the next run finishes the work', async () => {
    const expired = await readyExport(-1);
    const broken: Storage = {
      ...worker.privateStorage,
      remove: async () => {
        throw new StorageUnavailableError('private storage is down');
      },
    };
    await expect(run(broken)).rejects.toThrow('private storage is down');
    expect(await row(expired.id)).toMatchObject({ status: 'ready', storage_key: expired.key });
    expect(await worker.privateStorage.has(expired.key)).toBe(true);

    expect(await run()).toEqual({ exports: 1 });
    expect(await worker.privateStorage.has(expired.key)).toBe(false);
    expect(await row(expired.id)).toMatchObject({ status: 'expired', storage_key: null });
  });

  it('takes at most `limit` exports a run, oldest first', async () => {
    const older = await readyExport(-3);
    const newer = await readyExport(-1);
    const once = () =>
      purgeExpiredExportsHandler.handle(
        { limit: 1 },
        { attemptsMade: 0, opts: { attempts: 3 } } as Job,
        worker.handlerContext(),
      );
    expect(await once()).toEqual({ exports: 1 });
    expect((await row(older.id)).storage_key).toBeNull();
    expect(await row(newer.id)).toMatchObject({ status: 'ready', storage_key: newer.key });
    expect(await once()).toEqual({ exports: 1 });
    expect((await row(newer.id)).storage_key).toBeNull();
  });
});
