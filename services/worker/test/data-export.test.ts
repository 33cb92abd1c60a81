import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { createLocalStorage, resolveMediaDir, type Storage } from '@ile/db';
import { insertSavedSearch } from '@ile/db/repositories/saved-searches.repository';
import { waitFor } from '@ile/db/testing/wait-for';
import { type OutboxJobData, outboxEvent, QUEUES } from '@ile/shared';
import type { Job } from 'bullmq';
import { describe, expect, it } from 'vitest';
import { buildUserExportHandler } from '../src/handlers/exports/build-user-export.handler';
import { sleep, TEST_PUBLIC_URL, useWorkerHarness } from './support/worker-harness';

const DAY_MS = 24 * 3600 * 1000;

describe('data exports on the real PostgreSQL, Redis and an SMTP server', () => {
  const worker = useWorkerHarness({ queue: QUEUES.exports, smtp: true, dirs: ['private'] });

  async function insertUser(firstName: string, phone: string) {
    const email = `${firstName.toLowerCase()}-${randomUUID().slice(0, 8)}@example.test`;
    const row = await worker.db
      .insertInto('users')
      .values({
        email,
        password_hash: `$argon2id$not-a-real-hash-of-${firstName}`,
        first_name: firstName,
        last_name: 'Okafor',
        phone,
        email_verified_at: new Date(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, email, phone, firstName };
  }

  async function insertProperty(ownerId: string, title: string) {
    const property = await worker.db
      .insertInto('properties')
      .values({
        owner_id: ownerId,
        title,
        description: `${title}, close to everything`,
        property_type: 'residential',
        category: 'rental',
        address: '12 Admiralty Way',
        state: 'Lagos',
        state_code: 'LA',
        country: 'NG',
        price: 2_500_000,
        currency: 'NGN',
        duration: 'year',
        status: 'published',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const image = await worker.db
      .insertInto('property_images')
      .values({
        property_id: property.id,
        position: 0,
        original_key: `originals/${property.id}/0.jpg`,
        content_type: 'image/jpeg',
        bytes: 1234,
        width: 800,
        height: 600,
        status: 'processed',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await worker.db
      .insertInto('property_image_variants')
      .values({
        image_id: image.id,
        width: 640,
        format: 'webp',
        storage_key: `properties/${property.id}/0-640.webp`,
        bytes: 321,
      })
      .execute();
    return property.id;
  }

  /** Two people with a little of everything: listings, a wishlist note, a conversation, a payment. */
  async function seedTwoUsers() {
    const a = await insertUser('Ada', '+2348010000001');
    const b = await insertUser('Bola', '+2348099999999');
    const aProperty = await insertProperty(a.id, 'Lekki two-bedroom flat');
    const bProperty = await insertProperty(b.id, 'Freetown hillside house');

    await worker.db
      .insertInto('wishlists')
      .values([
        { user_id: a.id, property_id: bProperty, note: 'Ask Bola about the generator' },
        { user_id: b.id, property_id: aProperty, note: 'B private note never in A export' },
      ])
      .execute();
    await worker.db
      .insertInto('recently_viewed')
      .values([
        { user_id: a.id, property_id: bProperty },
        { user_id: b.id, property_id: aProperty },
      ])
      .execute();
    await insertSavedSearch(worker.db, a.id, {
      name: 'Lekki rentals',
      filters: { state: 'Lagos', category: 'rental' },
      frequency: 'daily',
    });
    await insertSavedSearch(worker.db, b.id, {
      name: 'B private search never in A export',
      filters: { state: 'FCT' },
      frequency: 'instant',
    });

    const [userA, userB] = a.id < b.id ? [a.id, b.id] : [b.id, a.id];
    const conversation = await worker.db
      .insertInto('conversations')
      .values({ user_a_id: userA, user_b_id: userB, last_message_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sent = Date.now() - 60_000;
    await worker.db
      .insertInto('messages')
      .values([
        {
          conversation_id: conversation.id,
          sender_id: a.id,
          body: 'Is the hillside house still free?',
          created_at: new Date(sent),
        },
        {
          conversation_id: conversation.id,
          sender_id: b.id,
          body: 'Yes, come on Saturday.',
          created_at: new Date(sent + 1000),
        },
      ])
      .execute();

    await worker.db
      .insertInto('transactions')
      .values([
        {
          reference: `ile_${randomUUID()}`,
          user_id: a.id,
          property_id: bProperty,
          provider: 'sandbox',
          amount: 50_000,
          currency: 'NGN',
          payer_name: 'Ada Okafor',
          payer_email: a.email,
          status: 'successful',
          verified_at: new Date(),
          raw: JSON.stringify({ authorization: { authorization_code: 'AUTH_secret_code' } }),
        },
        {
          reference: `ile_${randomUUID()}`,
          user_id: b.id,
          provider: 'sandbox',
          amount: 70_000,
          currency: 'NGN',
          payer_email: b.email,
        },
      ])
      .execute();
    await worker.db
      .insertInto('payout_accounts')
      .values([
        {
          user_id: a.id,
          provider: 'sandbox',
          bank_code: '058',
          bank_name: 'GTBank',
          account_number: '0123456789',
          account_name: 'ADA OKAFOR',
        },
        {
          user_id: b.id,
          provider: 'sandbox',
          bank_code: '044',
          bank_name: 'Access',
          account_number: '9876543210',
        },
      ])
      .execute();

    await worker.db
      .insertInto('sessions')
      .values({
        user_id: a.id,
        family_id: randomUUID(),
        token_hash: 'refresh-token-hash-of-ada-0000000000000000',
        expires_at: new Date(Date.now() + DAY_MS),
        user_agent: 'Mozilla/5.0 (test)',
        ip: '203.0.113.7',
      })
      .execute();
    await worker.db
      .insertInto('email_verification_tokens')
      .values({
        user_id: a.id,
        token_hash: 'verification-token-hash-of-ada-11111111',
        expires_at: new Date(Date.now() + DAY_MS),
      })
      .execute();
    return { a, b, bProperty };
  }

  const insertExport = async (userId: string) =>
    (
      await worker.db
        .insertInto('data_exports')
        .values({ user_id: userId })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  const exportRow = (id: string) =>
    worker.db.selectFrom('data_exports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const emit = (userId: string, exportId: string) =>
    worker.emit(outboxEvent('user.data_export_requested', { userId, exportId }));

  it('builds the export in private storage, marks it ready for 7 days and emails the owner once', async () => {
    const { a, b, bProperty } = await seedTwoUsers();
    const exportId = await insertExport(a.id);
    const eventId = await emit(a.id, exportId);
    const before = Date.now();
    worker.start();

    const row = await waitFor(async () => {
      const current = await exportRow(exportId);
      return current.status === 'ready' ? current : undefined;
    });
    const key = `exports/${a.id}/${exportId}.json`;
    expect(row.storage_key).toBe(key);
    expect(row.completed_at).toBeInstanceOf(Date);
    const ttl = (row.expires_at?.getTime() ?? 0) - (row.completed_at?.getTime() ?? 0);
    expect(ttl).toBe(7 * DAY_MS);
    expect(row.completed_at?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    // In the private folder, and nowhere under the public media folder.
    const file = join(worker.privateDir, key);
    expect(existsSync(file)).toBe(true);
    expect(existsSync(join(resolveMediaDir(), key))).toBe(false);
    expect(relative(resolveMediaDir(), worker.privateDir).startsWith('..')).toBe(true);

    const raw = await readFile(file, 'utf8');
    expect(raw).toMatch(/^\{\n {2}"generated_at": "/);
    const data = JSON.parse(raw);
    expect(Object.keys(data)).toEqual([
      'generated_at',
      'about',
      'account',
      'sessions',
      'properties',
      'wishlists',
      'recently_viewed',
      'saved_searches',
      'listing_applications',
      'listing_imports',
      'agent_applications',
      'agency_applications',
      'student_applications',
      'agent_profiles',
      'agency_profiles',
      'student_profiles',
      'reviews',
      'conversations',
      'tickets',
      'viewings',
      'reports',
      'notices',
      'notifications_seen_at',
      'transactions',
      'held_payments',
      'payout_accounts',
      'verifications',
      'emails',
    ]);

    // A's own data is there.
    expect(data.account).toMatchObject({ id: a.id, email: a.email, phone: a.phone, first_name: 'Ada' });
    expect(raw).toContain('Ask Bola about the generator');
    expect(data.wishlists[0]).toMatchObject({ property_title: 'Freetown hillside house' });
    expect(data.recently_viewed).toEqual([{ property_id: bProperty, viewed_at: expect.any(String) }]);
    expect(data.saved_searches).toEqual([
      expect.objectContaining({
        name: 'Lekki rentals',
        frequency: 'daily',
        filters: { state: 'Lagos', category: 'rental' },
      }),
    ]);
    expect(raw).not.toContain('B private search');
    expect(data.properties).toHaveLength(1);
    expect(data.properties[0].title).toBe('Lekki two-bedroom flat');
    expect(data.properties[0].images[0].original_key).toMatch(/^originals\//);
    expect(data.properties[0].images[0].variants[0].storage_key).toMatch(/-640\.webp$/);
    expect(data.sessions).toEqual([
      expect.objectContaining({ user_agent: 'Mozilla/5.0 (test)', ip: '203.0.113.7', revoked_at: null }),
    ]);
    expect(data.conversations).toHaveLength(1);
    expect(data.conversations[0]).toMatchObject({ with_user_id: b.id, with_user_name: 'Bola Okafor' });
    expect(data.conversations[0].messages.map((m: { body: string }) => m.body)).toEqual([
      'Is the hillside house still free?',
      'Yes, come on Saturday.',
    ]);
    expect(data.transactions).toHaveLength(1);
    expect(data.transactions[0]).toMatchObject({ amount: 50_000, currency: 'NGN', status: 'successful' });
    expect(data.payout_accounts).toEqual([
      expect.objectContaining({ bank_name: 'GTBank', account_number_masked: '******6789' }),
    ]);
    expect(data.notifications_seen_at).toBeNull();
    for (const empty of ['listing_applications', 'agent_profiles', 'reviews', 'tickets', 'notices']) {
      expect(data[empty], empty).toEqual([]);
    }

    // Nothing secret, nothing about B beyond id and name.
    expect(raw).not.toContain('password_hash');
    expect(raw).not.toContain('argon2');
    expect(raw).not.toContain('token_hash');
    expect(raw).not.toContain('refresh-token-hash-of-ada');
    expect(raw).not.toContain('verification-token-hash-of-ada');
    expect(raw).not.toContain('AUTH_secret_code');
    expect(raw).not.toContain('0123456789');
    expect(raw).not.toContain(b.email);
    expect(raw).not.toContain(b.phone);
    expect(raw).not.toContain('B private note');
    expect(raw).not.toContain('9876543210');

    // The owner is told where to download it.
    const mail = await waitFor(() => worker.smtp.messages[0]);
    expect(mail.to).toEqual([a.email]);
    expect(mail.subject).toBe('Your Ile data export is ready');
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toContain(`${TEST_PUBLIC_URL}/account/privacy-and-sharing`);
    expect(mail.text).toContain('expires in 7 days');
    expect(mail.html).toContain(`href="${TEST_PUBLIC_URL}/account/privacy-and-sharing"`);
    const first = await worker.ranJob(eventId);
    expect(first.returnvalue).toMatchObject({
      outcome: 'built',
      storageKey: key,
      email: { outcome: 'sent', eventKey: `${eventId}:data-export-ready` },
    });

    // Relayed again once BullMQ has forgotten the job: no rebuild, no second email.
    await first.remove();
    await worker.redeliver(eventId);
    const second = await worker.ranJob(eventId);
    expect(second.returnvalue).toEqual({
      outcome: 'already-ready',
      storageKey: key,
      email: { outcome: 'duplicate', eventKey: `${eventId}:data-export-ready` },
    });
    expect(worker.smtp.messages).toHaveLength(1);
    const emails = await worker.db.selectFrom('emails').select(['to_address', 'status']).execute();
    expect(emails).toEqual([{ to_address: a.email, status: 'sent' }]);
    expect((await exportRow(exportId)).completed_at).toEqual(row.completed_at);
  });

  it('skips an export whose row is gone, without an error or an email', async () => {
    const { a } = await seedTwoUsers();
    const eventId = await emit(a.id, randomUUID());
    worker.start();

    const job = await worker.ranJob(eventId);
    expect(job.returnvalue).toEqual({ outcome: 'skipped', reason: 'export gone' });
    expect(job.failedReason).toBeUndefined();
    expect(await job.getState()).toBe('completed');
    await sleep(200);
    expect(worker.smtp.messages).toHaveLength(0);
    expect(existsSync(join(worker.privateDir, 'exports'))).toBe(false);
  });

  it('marks the export failed only when the last attempt fails', async () => {
    const { a } = await seedTwoUsers();
    const exportId = await insertExport(a.id);
    const broken: Storage = {
      ...createLocalStorage(worker.privateDir),
      put: async () => {
        throw new Error('disk full');
      },
    };
    const context = worker.handlerContext({ privateStorage: broken });
    const data: OutboxJobData<'user.data_export_requested'> = {
      eventId: '1',
      occurredAt: new Date().toISOString(),
      type: 'user.data_export_requested',
      payload: { userId: a.id, exportId },
    };
    const attempt = (attemptsMade: number) =>
      buildUserExportHandler.handle(data, { attemptsMade, opts: { attempts: 5 } } as Job, context);

    await expect(attempt(0)).rejects.toThrow('disk full');
    expect((await exportRow(exportId)).status).toBe('processing');
    await expect(attempt(4)).rejects.toThrow('disk full');
    expect((await exportRow(exportId)).status).toBe('failed');
    expect(await worker.db.selectFrom('emails').selectAll().execute()).toEqual([]);
  });
});
