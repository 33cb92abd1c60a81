import { issueAvailabilityToken } from '@ile/db/repositories/listing-availability.repository';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, type Session, type TestUser } from './helpers/accounts';
import { createProperty } from './helpers/listings';
import { createTestApp, type TestApp } from './helpers/test-app';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('listings that are really available', () => {
  let t: TestApp;
  let owner: TestUser;
  let ownerSession: Session;
  let otherSession: Session;
  let staffSession: Session;

  const db = () => t.database.db;
  const row = (id: string) =>
    db().selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const outboxOf = (propertyId: string) =>
    db()
      .selectFrom('outbox_events')
      .select(['event_type as type', 'payload'])
      .where(sql<boolean>`payload->>'propertyId' = ${propertyId}`)
      .orderBy('id')
      .execute();
  const act = (propertyId: string, action: string, session: Session) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/property/${propertyId}/availability`,
      payload: { action },
      headers: session.auth,
    });
  const byLink = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/property/availability-link', payload: { token } });
  const listing = (overrides: Parameters<typeof createProperty>[2] = {}) =>
    createProperty(db(), owner.id, { published_at: daysAgo(35), ...overrides }, 0).then(({ id }) => id);

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    owner = await createUser(db());
    ownerSession = await login(t.app, owner);
    otherSession = await login(t.app, await createUser(db()));
    staffSession = await login(t.app, await createUser(db(), { staff_role: 'Admin' }));
  });
  afterAll(() => t.close());

  it('the owner confirms a published listing: confirmed now, an event recorded, the detail record says so', async () => {
    const id = await listing();
    const res = await act(id, 'confirm', ownerSession);
    expect(res.statusCode).toBe(200);
    const confirmedAt = new Date(res.json().data.availableConfirmedAt).getTime();
    expect(Math.abs(confirmedAt - Date.now())).toBeLessThan(60_000);
    expect((await row(id)).status).toBe('published');
    expect((await outboxOf(id)).map((e) => e.type)).toEqual(['property.availability_confirmed']);

    const detail = await t.app.inject({ method: 'POST', url: `/api/v1/property/property/${id}` });
    expect(new Date(detail.json().data.availableConfirmedAt).getTime()).toBe(confirmedAt);
  });

  it('a listing never confirmed shows its publication as its confirmation', async () => {
    const publishedAt = daysAgo(3);
    const id = await listing({ published_at: publishedAt });
    const detail = await t.app.inject({ method: 'POST', url: `/api/v1/property/property/${id}` });
    expect(detail.json().data.availableConfirmedAt).toBe(publishedAt.toISOString());
  });

  it('renews an expired listing into search, with a publication event for what follows one', async () => {
    const id = await listing({ status: 'expired', published_at: daysAgo(60) });
    const res = await act(id, 'renew', ownerSession);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('published');
    expect((await outboxOf(id)).map((e) => e.type)).toEqual([
      'property.availability_confirmed',
      'property.published',
    ]);
  });

  it.each(['let', 'sold'] as const)(
    'marking a listing %s takes it out of search at once and keeps it',
    async (outcome) => {
      const word = `Zq${outcome}${Date.now().toString(36)}`;
      const id = await listing({ title: `Terrace ${word}` });
      const found = async () => {
        const search = await t.app.inject({ method: 'GET', url: `/api/v1/property/search?keyWord=${word}` });
        expect(search.statusCode).toBe(200);
        return JSON.stringify(search.json()).includes(id);
      };
      expect(await found()).toBe(true);
      const res = await act(id, outcome, ownerSession);
      expect(res.statusCode).toBe(200);
      expect((await row(id)).status).toBe(outcome);
      expect(await found()).toBe(false);
      const mine = await t.app.inject({
        method: 'GET',
        url: `/api/v1/agent/agent-listings/${owner.id}`,
        headers: ownerSession.auth,
      });
      const kept = mine.json().data.properties.find((p: { id: string }) => p.id === id);
      expect(kept.status).toBe(outcome);
    },
  );

  it('refuses what the status does not allow, and changes nothing', async () => {
    const published = await listing();
    const sold = await listing({ status: 'sold' });
    const before = await row(published);
    for (const [id, action] of [
      [published, 'renew'],
      [sold, 'confirm'],
      [sold, 'renew'],
      [sold, 'let'],
    ] as const) {
      const res = await act(id, action, ownerSession);
      expect(res.statusCode, `${action} on ${id}`).toBe(409);
      expect(res.json().message).toMatch(/./);
    }
    expect(await row(published)).toEqual(before);
    expect((await row(sold)).status).toBe('sold');
    expect(await outboxOf(published)).toEqual([]);
  });

  it('only the owner may: another user gets 403 on a published listing and 404 on one out of search, staff too', async () => {
    const published = await listing();
    const expired = await listing({ status: 'expired' });
    expect((await act(published, 'sold', otherSession)).statusCode).toBe(403);
    expect((await act(expired, 'renew', otherSession)).statusCode).toBe(404);
    expect((await act(published, 'sold', staffSession)).statusCode).toBe(403);
    expect((await row(published)).status).toBe('published');
    expect((await row(expired)).status).toBe('expired');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/v1/property/${published}/availability`,
      payload: { action: 'confirm' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an unknown action with a 400 naming the field', async () => {
    const id = await listing();
    const res = await act(id, 'vanish', ownerSession);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('action');
  });

  describe('the one-click link', () => {
    it('confirms its listing without signing in, once', async () => {
      const id = await listing();
      const token = await issueAvailabilityToken(db(), { propertyId: id, ownerId: owner.id });
      const first = await byLink(token);
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toMatchObject({ propertyId: id, status: 'published' });
      expect((await row(id)).available_confirmed_at).not.toBeNull();
      expect((await outboxOf(id))[0]?.payload).toMatchObject({ via: 'link', renewed: false });

      const again = await byLink(token);
      expect(again.statusCode).toBe(410);
    });

    it('renews an expired listing', async () => {
      const id = await listing({ status: 'expired', published_at: daysAgo(50) });
      const token = await issueAvailabilityToken(db(), { propertyId: id, ownerId: owner.id });
      expect((await byLink(token)).json().data.status).toBe('published');
    });

    it('works only for its own listing: after the listing changed hands it is refused', async () => {
      const id = await listing();
      const token = await issueAvailabilityToken(db(), { propertyId: id, ownerId: owner.id });
      const newOwner = await createUser(db());
      await db().updateTable('properties').set({ owner_id: newOwner.id }).where('id', '=', id).execute();
      const before = await row(id);
      expect((await byLink(token)).statusCode).toBe(404);
      expect(await row(id)).toEqual(before);
    });

    it('a sold listing refuses the link and the token stays unused (the refusal changes nothing)', async () => {
      const id = await listing({ status: 'sold' });
      const token = await issueAvailabilityToken(db(), { propertyId: id, ownerId: owner.id });
      expect((await byLink(token)).statusCode).toBe(409);
      const tokens = await db()
        .selectFrom('listing_availability_tokens')
        .select('used_at')
        .where('property_id', '=', id)
        .execute();
      expect(tokens).toEqual([{ used_at: null }]);
    });

    it('an unknown or expired token is 410, a malformed one 400', async () => {
      const id = await listing();
      const token = await issueAvailabilityToken(db(), { propertyId: id, ownerId: owner.id });
      await db()
        .updateTable('listing_availability_tokens')
        .set({ expires_at: daysAgo(1) })
        .where('property_id', '=', id)
        .execute();
      expect((await byLink(token)).statusCode).toBe(410);
      expect((await byLink('x'.repeat(43))).statusCode).toBe(410);
      expect((await byLink('short')).statusCode).toBe(400);
      expect((await row(id)).available_confirmed_at).toBeNull();
    });
  });
});
