import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, type Session, type TestUser } from './helpers/accounts';
import { createProperty } from './helpers/listings';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('saved properties', () => {
  let t: TestApp;
  let owner: TestUser;
  let user: TestUser;
  let session: Session;
  let other: Session;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    owner = await createUser(t.database.db);
    user = await createUser(t.database.db);
    session = await login(t.app, user);
    other = await login(t.app, await createUser(t.database.db));
  });
  afterAll(() => t.close());

  const post = (url: string, payload: Record<string, unknown>, auth: Session | null = session) =>
    t.app.inject({ method: 'POST', url: `/api/v1/wishlist${url}`, payload, headers: auth?.auth ?? {} });

  it('asks visitors to log in', async () => {
    const res = await post('/toggle-wishlist', { propertyId: '00000000-0000-4000-8000-000000000000' }, null);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Sign in to continue');
  });

  it('toggles a listing between saved and not, with the spec’s messages', async () => {
    const { id } = await createProperty(t.database.db, owner.id);
    const saved = await post('/toggle-wishlist', {
      propertyId: id,
      propertyTitle: 'client title is ignored',
    });
    expect(saved.json()).toMatchObject({ message: 'Added to saved properties', data: { saved: true } });
    expect((await post('/is-saved', { propertyId: id })).json()).toMatchObject({
      message: 'true',
      data: { saved: true },
    });
    const removed = await post('/toggle-wishlist', { propertyId: id });
    expect(removed.json()).toMatchObject({
      message: 'Removed from saved properties',
      data: { saved: false, wishlistId: null },
    });
    expect((await post('/is-saved', { propertyId: id })).json().data.saved).toBe(false);
  });

  it('never stores one listing twice, even when saves race', async () => {
    const { id } = await createProperty(t.database.db, owner.id);
    await Promise.all([
      post('/toggle-wishlist', { propertyId: id }),
      post('/toggle-wishlist', { propertyId: id }),
    ]);
    const rows = await t.database.db
      .selectFrom('wishlists')
      .select('id')
      .where('property_id', '=', id)
      .execute();
    expect(rows.length).toBeLessThanOrEqual(1);
  });

  it('refuses to save a listing that is not published', async () => {
    const { id } = await createProperty(t.database.db, owner.id, { status: 'unpublished' });
    expect((await post('/toggle-wishlist', { propertyId: id })).statusCode).toBe(404);
  });

  it('lists saved listings newest first, by category, with image URLs and pages', async () => {
    const fresh = await login(t.app, await createUser(t.database.db));
    const rental = await createProperty(t.database.db, owner.id, { category: 'rental', title: 'Rental one' });
    const hostel = await createProperty(
      t.database.db,
      owner.id,
      { category: 'hostel', title: 'Hostel one' },
      4,
    );
    await post('/toggle-wishlist', { propertyId: rental.id }, fresh);
    await post('/toggle-wishlist', { propertyId: hostel.id }, fresh);

    const all = await post('/wishlists', {}, fresh);
    expect(all.json().data).toMatchObject({ totalItems: 2, totalPages: 1 });
    const items = all.json().data.wishlist;
    expect(items.map((i: { property_title: string }) => i.property_title)).toEqual([
      'Hostel one',
      'Rental one',
    ]);
    expect(items[0].images).toEqual(hostel.imageKeys.map((key) => `/media/${key}`));
    // Saved cards show the price, so the list carries it as the listing states it.
    expect(items[0]).toMatchObject({ price: 4_500_000, currency: 'NGN', duration: 'year' });

    const hostels = await post('/wishlists', { category: 'hostel' }, fresh);
    expect(hostels.json().data.wishlist.map((i: { property_id: string }) => i.property_id)).toEqual([
      hostel.id,
    ]);
    const second = await post('/wishlists', { page: 2, size: 1 }, fresh);
    expect(second.json().data).toMatchObject({ totalItems: 2, totalPages: 2 });
    expect(second.json().data.wishlist[0].property_id).toBe(rental.id);
    expect((await post('/wishlists', { category: 'castle' }, fresh)).statusCode).toBe(400);
  });

  it('keeps notes of at most 1000 characters, the owner’s only', async () => {
    const { id } = await createProperty(t.database.db, owner.id);
    const wishlistId = (await post('/toggle-wishlist', { propertyId: id })).json().data.wishlistId;
    const ok = await post('/update-note', { wishlistId, note: 'Ask about the generator' });
    expect(ok.json()).toEqual({ status: 'success', message: 'Note updated successfully' });
    expect((await post('/update-note', { wishlistId, note: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await post('/update-note', { wishlistId, note: 'mine now' }, other)).statusCode).toBe(404);
    const row = await t.database.db
      .selectFrom('wishlists')
      .select('note')
      .where('id', '=', wishlistId)
      .executeTakeFirstOrThrow();
    expect(row.note).toBe('Ask about the generator');
  });

  it('removes only the caller’s own saved item', async () => {
    const { id } = await createProperty(t.database.db, owner.id);
    const wishlistId = (await post('/toggle-wishlist', { propertyId: id })).json().data.wishlistId;
    const remove = (auth: Session) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/wishlist/remove-wishlist/${wishlistId}`,
        headers: auth.auth,
      });
    expect((await remove(other)).statusCode).toBe(404);
    expect((await remove(session)).json()).toEqual({
      status: 'success',
      message: 'Removed from saved properties',
    });
    expect((await remove(session)).statusCode).toBe(404);
  });
});
