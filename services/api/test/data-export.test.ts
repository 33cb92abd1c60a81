import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, type Session, type TestUser } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('data export requests and downloads', () => {
  let t: TestApp;
  let owner: TestUser;
  let ownerSession: Session;
  let otherSession: Session;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    owner = await createUser(t.database.db);
    ownerSession = await login(t.app, owner);
    otherSession = await login(t.app, await createUser(t.database.db));
  });
  afterAll(() => t.close());

  it('queues an export with its event, lists it, and refuses the download until it is ready', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/export-data',
      headers: ownerSession.auth,
    });
    expect(res.statusCode).toBe(202);
    const created = res.json().data;
    expect(created).toMatchObject({ status: 'pending', download_url: null });
    const event = await t.database.db
      .selectFrom('outbox_events')
      .select('payload')
      .where('event_type', '=', 'user.data_export_requested')
      .executeTakeFirstOrThrow();
    expect(event.payload).toEqual({ userId: owner.id, exportId: created.id });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/export-data',
      headers: ownerSession.auth,
    });
    expect(list.json().data.exports.map((e: { id: string }) => e.id)).toEqual([created.id]);
    const early = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/export-data/${created.id}/download`,
      headers: ownerSession.auth,
    });
    expect(early.statusCode).toBe(409);
  });

  it('serves a ready export to its owner only, and not once expired', async () => {
    const row = await t.database.db
      .insertInto('data_exports')
      .values({
        user_id: owner.id,
        status: 'ready',
        storage_key: `exports/${owner.id}/ready.json`,
        completed_at: new Date(),
        expires_at: new Date(Date.now() + 3600_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.privateStorage.put(
      `exports/${owner.id}/ready.json`,
      Buffer.from(JSON.stringify({ email: owner.email })),
    );
    const url = `/api/v1/user/export-data/${row.id}/download`;

    const mine = await t.app.inject({ method: 'GET', url, headers: ownerSession.auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-disposition']).toMatch(/^attachment; filename="ile-data-/);
    expect(mine.json()).toEqual({ email: owner.email });
    expect((await t.app.inject({ method: 'GET', url, headers: otherSession.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    // The private folder is not reachable through /media.
    expect(
      (await t.app.inject({ method: 'GET', url: `/media/exports/${owner.id}/ready.json` })).statusCode,
    ).toBe(404);

    await t.database.db
      .updateTable('data_exports')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', row.id)
      .execute();
    expect((await t.app.inject({ method: 'GET', url, headers: ownerSession.auth })).statusCode).toBe(410);

    // Once the worker's purge has deleted the file: still 410, and listed as expired without a link.
    await t.database.db
      .updateTable('data_exports')
      .set({ status: 'expired', storage_key: null })
      .where('id', '=', row.id)
      .execute();
    await t.app.privateStorage.remove(`exports/${owner.id}/ready.json`);
    expect((await t.app.inject({ method: 'GET', url, headers: ownerSession.auth })).statusCode).toBe(410);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/export-data',
      headers: ownerSession.auth,
    });
    expect(list.json().data.exports).toContainEqual(
      expect.objectContaining({ id: row.id, status: 'expired', download_url: null }),
    );
  });

  it('limits export requests per user', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await t.app.inject({ method: 'POST', url: '/api/v1/user/export-data', headers: otherSession.auth }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([202, 202, 202]);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/user/export-data', headers: otherSession.auth }))
        .statusCode,
    ).toBe(429);
  });
});
