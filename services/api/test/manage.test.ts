import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { makePictureDataUrl } from '@ile/db/testing/pictures';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, type Session, type TestUser } from './helpers/accounts';
import { createProperty } from './helpers/listings';
import { createTestApp, type TestApp } from './helpers/test-app';

const editForm = (propertyId: string, overrides: Record<string, unknown> = {}) => ({
  propertyId,
  title: 'Renovated terrace',
  price: '5200000.50',
  category: 'lease',
  propertyType: 'residential',
  address: '3 Bishop Street',
  country: 'NG',
  state: 'Lagos',
  city: 'Lekki',
  bedrooms: '4',
  bathrooms: '3',
  landSize: '450',
  buildingSize: '220.5',
  garageSize: '',
  parkingSize: '30',
  description: 'Freshly painted, new kitchen',
  mobilePhone: '0803 555 0000',
  ...overrides,
});

describe('the manage area', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let ownerSession: Session;
  let otherSession: Session;
  let staffSession: Session;

  const db = () => t.database.db;
  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const row = (id: string) =>
    db().selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirst();

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    owner = await createUser(db());
    other = await createUser(db());
    ownerSession = await login(t.app, owner);
    otherSession = await login(t.app, other);
    staffSession = await login(t.app, await createUser(db(), { staff_role: 'Admin' }));
  });
  afterAll(() => t.close());

  it('POST /user/dashboard-data counts the caller’s listings and applications', async () => {
    const user = await createUser(db());
    await createProperty(db(), user.id, {}, 0);
    await createProperty(db(), user.id, { status: 'draft' }, 0);
    await createProperty(db(), other.id, {}, 0);
    const application = {
      user_id: user.id,
      title: 'x',
      description: 'x',
      address: 'x',
      state: 'Lagos',
      state_code: 'LA',
      country: 'NG' as const,
      price: 1,
      currency: 'NGN' as const,
      duration: 'year' as const,
      category: 'rental' as const,
      property_type: 'residential' as const,
    };
    await db()
      .insertInto('listing_applications')
      .values([
        { ...application, status: 'pending' },
        { ...application, status: 'pending' },
        { ...application, status: 'successful' },
        { ...application, status: 'unsuccessful' },
      ])
      .execute();
    const res = await post(
      '/api/v1/user/dashboard-data',
      { userId: user.id },
      (await login(t.app, user)).auth,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      totalListings: 2,
      applications: 4,
      pendingApplications: 2,
      approvedApplications: 1,
      rejectedApplications: 1,
      teamListings: 0,
      last30Days: { views: 0, saves: 0, reveals: 0, enquiries: 0 },
      agency: null,
    });
    expect(
      (await post('/api/v1/user/dashboard-data', { userId: user.id }, otherSession.auth)).statusCode,
    ).toBe(403);
  });

  it('GET /agent/agent-listings/{userId} pages through the caller’s listings in every state', async () => {
    const user = await createUser(db());
    const session = await login(t.app, user);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { id } = await createProperty(db(), user.id, {
        title: `Mine ${i}`,
        status: i === 0 ? 'draft' : 'published',
        mobile_phone: '+2348031112222',
        created_at: new Date(Date.UTC(2026, 1, i + 1)),
      });
      ids.push(id);
    }
    await createProperty(db(), other.id, { title: 'Not mine' });
    const page1 = await t.app.inject({
      method: 'GET',
      url: `/api/v1/agent/agent-listings/${user.id}?page=1&size=2`,
      headers: session.auth,
    });
    expect(page1.statusCode).toBe(200);
    const data = page1.json().data;
    expect(data.totalItems).toBe(3);
    expect(data.totalPages).toBe(2);
    expect(data.properties).toEqual(data.agentListings);
    expect(data.properties.map((p: { title: string }) => p.title)).toEqual(['Mine 2', 'Mine 1']);
    expect(data.properties[0]).toMatchObject({
      status: 'published',
      mobile_phone: '+2348031112222',
      state_code: 'LA',
    });
    const page2 = await t.app.inject({
      method: 'GET',
      url: `/api/v1/agent/agent-listings/${user.id}?page=2&size=2`,
      headers: session.auth,
    });
    expect(
      page2.json().data.properties.map((p: { title: string; status: string }) => [p.title, p.status]),
    ).toEqual([['Mine 0', 'draft']]);
    const someoneElse = await t.app.inject({
      method: 'GET',
      url: `/api/v1/agent/agent-listings/${user.id}`,
      headers: otherSession.auth,
    });
    expect(someoneElse.statusCode).toBe(403);
  });

  describe('DELETE /property/delete-property/{id}', () => {
    it('lets the owner delete for good; saved copies go, payments stay without it', async () => {
      const { id } = await createProperty(db(), owner.id);
      await db().insertInto('wishlists').values({ user_id: other.id, property_id: id }).execute();
      const payment = await db()
        .insertInto('transactions')
        .values({
          reference: `ref-${id}`,
          user_id: other.id,
          property_id: id,
          provider: 'sandbox',
          amount: 10,
          currency: 'NGN',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/property/delete-property/${id}`,
        headers: ownerSession.auth,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Property deleted successfully');
      expect(await row(id)).toBeUndefined();
      expect(
        await db().selectFrom('wishlists').select('id').where('property_id', '=', id).executeTakeFirst(),
      ).toBeUndefined();
      const kept = await db()
        .selectFrom('transactions')
        .select('property_id')
        .where('id', '=', payment.id)
        .executeTakeFirstOrThrow();
      expect(kept.property_id).toBeNull();
      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/property/delete-property/${id}`,
        headers: ownerSession.auth,
      });
      expect(again.statusCode).toBe(404);
    });

    it('refuses anyone else (403), hides others’ drafts (404), and lets staff delete with an audit entry', async () => {
      const { id } = await createProperty(db(), owner.id);
      const { id: draft } = await createProperty(db(), owner.id, { status: 'draft' });
      expect(
        (
          await t.app.inject({
            method: 'DELETE',
            url: `/api/v1/property/delete-property/${id}`,
            headers: otherSession.auth,
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await t.app.inject({
            method: 'DELETE',
            url: `/api/v1/property/delete-property/${draft}`,
            headers: otherSession.auth,
          })
        ).statusCode,
      ).toBe(404);
      expect(await row(id)).toBeDefined();
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/property/delete-property/${id}`,
        headers: staffSession.auth,
      });
      expect(res.statusCode).toBe(200);
      const audit = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('resource_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(audit).toMatchObject({ action: 'property.delete', resource: 'properties' });
    });
  });

  describe('POST /property/admin-update-property', () => {
    it('saves every field of the edit form, country and region included, and re-geocodes a moved listing', async () => {
      const { id } = await createProperty(db(), owner.id, {
        latitude: 6.4,
        longitude: 3.4,
        geocoded_at: new Date(),
      });
      const res = await post(
        '/api/v1/property/admin-update-property',
        editForm(id, { country: 'SL', state: 'Bo', city: 'Bo Town', currency: 'SLL', price: '12000000' }),
        ownerSession.auth,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe('Property edited successfully');
      const saved = await row(id);
      expect(saved).toMatchObject({
        title: 'Renovated terrace',
        category: 'lease',
        country: 'SL',
        state: 'Bo',
        city: 'Bo Town',
        currency: 'SLE',
        bedrooms: 4,
        garage_size: null,
        mobile_phone: '+2348035550000',
        latitude: null,
        geocoded_at: null,
      });
      expect(Number(saved?.price)).toBe(12000);
      expect(Number(saved?.building_size)).toBe(220.5);
      const event = await db()
        .selectFrom('outbox_events')
        .select('payload')
        .where('event_type', '=', 'property.relocated')
        .executeTakeFirstOrThrow();
      expect(event.payload).toEqual({ propertyId: id });
      // Its link preview shows the price and place: the images worker checks whether to draw it again.
      const edited = await db()
        .selectFrom('outbox_events')
        .select('payload')
        .where('event_type', '=', 'property.edited')
        .where(sql<boolean>`payload->>'propertyId' = ${id}`)
        .execute();
      expect(edited.map((e) => e.payload)).toEqual([{ propertyId: id }]);
    });

    it('lets land go without rooms, storing 0 and clearing the finishes; residential still needs them', async () => {
      const { id } = await createProperty(db(), owner.id, { heating_type: 'Central', flooring_type: 'Tile' });
      const res = await post(
        '/api/v1/property/admin-update-property',
        editForm(id, { propertyType: 'land', bedrooms: '', bathrooms: '' }),
        ownerSession.auth,
      );
      expect(res.statusCode, res.body).toBe(200);
      const saved = await db()
        .selectFrom('properties')
        .select(['bedrooms', 'bathrooms', 'heating_type', 'flooring_type'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(saved).toEqual({ bedrooms: 0, bathrooms: 0, heating_type: null, flooring_type: null });

      const refused = await post(
        '/api/v1/property/admin-update-property',
        editForm(id, { bedrooms: '' }),
        ownerSession.auth,
      );
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ bedrooms: ['This field is required'] });
    });

    it('replaces the images: stored privately, pending for the images worker, old files gone', async () => {
      const { id } = await createProperty(db(), owner.id);
      // A link preview drawn from the old first photo goes with it.
      const preview = `properties/${id}/og/0123456789abcdef.jpg`;
      await t.app.storage.put(preview, Buffer.from('old preview'));
      await db().updateTable('properties').set({ og_image_key: preview }).where('id', '=', id).execute();
      const pictures = await Promise.all([
        makePictureDataUrl('jpeg'),
        makePictureDataUrl('png'),
        makePictureDataUrl('webp'),
      ]);
      const res = await post(
        '/api/v1/property/admin-update-property',
        editForm(id, { image: pictures }),
        ownerSession.auth,
      );
      expect(res.statusCode, res.body).toBe(200);
      const images = await db()
        .selectFrom('property_images')
        .selectAll()
        .where('property_id', '=', id)
        .orderBy('position')
        .execute();
      expect(images.map((image) => [image.status, image.content_type])).toEqual([
        ['pending', 'image/jpeg'],
        ['pending', 'image/png'],
        ['pending', 'image/webp'],
      ]);
      for (const image of images)
        expect(existsSync(join(t.app.config.privateDir, image.original_key))).toBe(true);
      const event = await db()
        .selectFrom('outbox_events')
        .select('payload')
        .where('event_type', '=', 'property.images_uploaded')
        .executeTakeFirstOrThrow();
      expect(event.payload).toEqual({ propertyId: id, imageIds: images.map((image) => image.id) });
      expect((await row(id))?.og_image_key).toBeNull();
      expect(await t.app.storage.has(preview)).toBe(false);
      // The variants job draws the new preview once the photos are rendered; no edit event is needed.
      const edited = await db()
        .selectFrom('outbox_events')
        .select('id')
        .where('event_type', '=', 'property.edited')
        .where(sql<boolean>`payload->>'propertyId' = ${id}`)
        .execute();
      expect(edited).toEqual([]);
      // Until the worker has rendered them, the listing shows no images rather than broken ones.
      const detail = await t.app.inject({ method: 'POST', url: `/api/v1/property/property/${id}` });
      expect(detail.json().data.images).toEqual([]);
    });

    it('lets staff edit with an audit entry, and refuses anyone else', async () => {
      const { id } = await createProperty(db(), owner.id);
      const before = await row(id);
      const refused = await post('/api/v1/property/admin-update-property', editForm(id), otherSession.auth);
      expect(refused.statusCode).toBe(403);
      expect(await row(id)).toEqual(before);
      const res = await post(
        '/api/v1/property/admin-update-property',
        editForm(id, { title: 'Staff fixed the title' }),
        staffSession.auth,
      );
      expect(res.statusCode).toBe(200);
      expect((await row(id))?.title).toBe('Staff fixed the title');
      const audit = await db()
        .selectFrom('audit_log')
        .selectAll()
        .where('resource_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(audit.action).toBe('property.update');
    });

    describe('refuses bad input and changes nothing', () => {
      const cases: Array<[string, (pictures: string[]) => Record<string, unknown>, number]> = [
        ['two images', (p) => ({ image: p.slice(0, 2) }), 400],
        [
          'a file that is not an image',
          (p) => ({
            image: [...p.slice(0, 2), `data:image/jpeg;base64,${Buffer.from('nope').toString('base64')}`],
          }),
          400,
        ],
        ['a negative price', () => ({ price: '-1' }), 400],
        ['a region of another country', () => ({ country: 'NG', state: 'Western Area Urban' }), 400],
        ['a country other than NG or SL', () => ({ country: 'GH' }), 400],
        ['an unknown property', () => ({ propertyId: '00000000-0000-4000-8000-000000000000' }), 404],
      ];
      for (const [name, overrides, status] of cases) {
        it(name, async () => {
          const { id } = await createProperty(db(), owner.id);
          const pictures = await Promise.all([
            makePictureDataUrl(),
            makePictureDataUrl(),
            makePictureDataUrl(),
          ]);
          const before = await row(id);
          const imagesBefore = await db()
            .selectFrom('property_images')
            .selectAll()
            .where('property_id', '=', id)
            .execute();
          const res = await post(
            '/api/v1/property/admin-update-property',
            editForm(id, overrides(pictures)),
            ownerSession.auth,
          );
          expect(res.statusCode, res.body).toBe(status);
          expect(res.json().status).toBe('fail');
          expect(await row(id)).toEqual(before);
          expect(
            await db().selectFrom('property_images').selectAll().where('property_id', '=', id).execute(),
          ).toEqual(imagesBefore);
        });
      }
    });
  });
});
