import { randomUUID } from 'node:crypto';
import { QUEUES } from '@ile/shared';
import type { Job } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { refreshPeerMediansHandler } from '../src/handlers/listings/refresh-peer-medians.handler';
import { useWorkerHarness } from './support/worker-harness';

describe('refresh-peer-medians (every 6 hours: the similar listings’ medians of a listing’s performance page)', () => {
  const worker = useWorkerHarness({ queue: QUEUES.listings });

  it('writes each state and category’s medians of its published listings’ last 30 days', async () => {
    const owner = await worker.db
      .insertInto('users')
      .values({
        email: `${randomUUID()}@example.test`,
        password_hash: 'x',
        first_name: 'Ada',
        last_name: 'Obi',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const listing = async (status: 'published' | 'draft', views: number) => {
      const { id } = await worker.db
        .insertInto('properties')
        .values({
          owner_id: owner.id,
          title: 'Flat',
          description: 'A flat',
          address: '1 Marina',
          state: 'Oyo',
          state_code: 'OY',
          country: 'NG',
          price: 1000,
          currency: 'NGN',
          duration: 'year',
          category: 'rental',
          property_type: 'residential',
          status,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (views > 0) {
        await worker.db.insertInto('listing_daily_figures').values({ property_id: id, views }).execute();
      }
    };
    await listing('published', 2);
    await listing('published', 10);
    await listing('published', 0);
    await listing('draft', 500);

    const result = await refreshPeerMediansHandler.handle({}, {} as Job, worker.handlerContext());
    expect(result).toEqual({ groups: 1, dropped: 0 });
    const row = await worker.db.selectFrom('listing_peer_medians').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ country: 'NG', state_code: 'OY', category: 'rental', listings: 3, views: 2 });
  });
});
