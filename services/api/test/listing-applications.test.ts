import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { makePicture, makePictureDataUrl } from '@ile/db/testing/pictures';
import { validListingApplication } from '@ile/shared/testing/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, type Session, type TestUser } from './helpers/accounts';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('listing applications', () => {
  let t: TestApp;
  let owner: TestUser;
  let session: Session;
  let pictures: string[];

  const privateDir = () => t.app.config.privateDir;
  const db = () => t.database.db;
  const payload = (overrides: Record<string, unknown> = {}) => ({
    ...validListingApplication(),
    images: pictures,
    ...overrides,
  });
  const submit = (body: Record<string, unknown>, auth = session.auth) =>
    t.app.inject({ method: 'POST', url: '/api/v1/applications/property', headers: auth, payload: body });
  const counts = async () => ({
    applications: Number(
      (
        await db()
          .selectFrom('listing_applications')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
    images: Number(
      (
        await db()
          .selectFrom('listing_application_images')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  });

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
    owner = await createUser(db());
    session = await login(t.app, owner);
    pictures = await Promise.all([
      makePictureDataUrl('jpeg'),
      makePictureDataUrl('png'),
      makePictureDataUrl('webp'),
    ]);
  });
  afterAll(() => t.close());

  it('records a pending application with its images kept privately, and an event', async () => {
    const res = await submit(
      payload({ status: 'pending', price: '2500000', amenities: ['Schools', 'Parks'] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Your information was sent');
    expect(body.data.status).toBe('pending');
    const row = await db()
      .selectFrom('listing_applications')
      .selectAll()
      .where('id', '=', body.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      user_id: owner.id,
      status: 'pending',
      title: '3 bedroom flat',
      state: 'Lagos',
      state_code: 'LA',
      country: 'NG',
      currency: 'NGN',
      mobile_phone: '+2348031234567',
      amenities: ['Schools', 'Parks'],
      land_size: null,
    });
    expect(Number(row.price)).toBe(2_500_000);
    const images = await db()
      .selectFrom('listing_application_images')
      .selectAll()
      .where('application_id', '=', body.data.id)
      .orderBy('position')
      .execute();
    expect(images.map((image) => image.content_type)).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    for (const image of images) {
      expect(image.original_key.startsWith(`originals/applications/${body.data.id}/`)).toBe(true);
      expect(existsSync(join(privateDir(), image.original_key))).toBe(true);
      // Originals are never under the public media folder.
      expect(existsSync(join(t.app.config.mediaDir, image.original_key))).toBe(false);
    }
    const event = await db()
      .selectFrom('outbox_events')
      .select('payload')
      .where('event_type', '=', 'listing_application.submitted')
      .executeTakeFirstOrThrow();
    expect(event.payload).toEqual({ applicationId: body.data.id, userId: owner.id });
  });

  it('accepts multipart/form-data with image files', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(validListingApplication())) {
      if (key !== 'images') form.append(key, String(value));
    }
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      form.append(
        'images',
        new Blob([await makePicture(format)], { type: `image/${format}` }),
        `photo.${format}`,
      );
    }
    const request = new Request('http://x', { method: 'POST', body: form });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/applications/property',
      headers: { ...session.auth, 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('stores an SLL price in SLE', async () => {
    const res = await submit(
      payload({ country: 'SL', state: 'Western Area Urban', price: '5000000', currency: 'SLL' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const row = await db()
      .selectFrom('listing_applications')
      .select(['price', 'currency', 'state_code'])
      .where('id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row.currency).toBe('SLE');
    expect(Number(row.price)).toBe(5000);
  });

  describe('rooms and finishes follow the property type', () => {
    const stored = (id: string) =>
      db()
        .selectFrom('listing_applications')
        .select(['bedrooms', 'bathrooms', 'heating_type', 'cooling_type', 'flooring_type'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const without = (...names: string[]) =>
      payload(Object.fromEntries(names.map((name) => [name, undefined])));

    it('accepts land without bedrooms, bathrooms or finishes, and drops any that are sent', async () => {
      const bare = await submit({
        ...without('bedrooms', 'bathrooms', 'heatingType', 'coolingType', 'flooringType'),
        propertyType: 'land',
      });
      expect(bare.statusCode, bare.body).toBe(201);
      expect(await stored(bare.json().data.id)).toEqual({
        bedrooms: 0,
        bathrooms: 0,
        heating_type: null,
        cooling_type: null,
        flooring_type: null,
      });

      const sent = await submit(payload({ propertyType: 'land', bedrooms: '3', flooringType: 'Tile' }));
      expect(sent.statusCode, sent.body).toBe(201);
      expect(await stored(sent.json().data.id)).toMatchObject({ bedrooms: 0, flooring_type: null });
    });

    it('refuses a residential listing without bedrooms, with a field error, and writes nothing', async () => {
      const before = await counts();
      const res = await submit({ ...without('bedrooms', 'flooringType'), propertyType: 'residential' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual({
        bedrooms: ['This field is required'],
        flooringType: ['This field is required'],
      });
      expect(await counts()).toEqual(before);
    });

    it('makes bedrooms optional for a commercial listing, its other features still required', async () => {
      const res = await submit({ ...without('bedrooms'), propertyType: 'commercial' });
      expect(res.statusCode, res.body).toBe(201);
      expect(await stored(res.json().data.id)).toMatchObject({ bedrooms: 0, flooring_type: 'Tile' });

      const noFloor = await submit({ ...without('bedrooms', 'flooringType'), propertyType: 'commercial' });
      expect(noFloor.statusCode).toBe(400);
      expect(Object.keys(noFloor.json().errors)).toEqual(['flooringType']);
    });

    it('accepts 0 as "none"', async () => {
      const res = await submit(payload({ propertyType: 'commercial', bedrooms: '0', bathrooms: 0 }));
      expect(res.statusCode, res.body).toBe(201);
      expect(await stored(res.json().data.id)).toMatchObject({ bedrooms: 0, bathrooms: 0 });
      const studio = await submit(payload({ propertyType: 'residential', bedrooms: 0 }));
      expect(studio.statusCode, studio.body).toBe(201);
    });
  });

  describe('refuses bad input and writes nothing', () => {
    const cases: Array<[string, () => Record<string, unknown>, number, string]> = [
      ['two images', () => payload({ images: pictures.slice(0, 2) }), 400, 'Add at least 3 images'],
      [
        '21 images',
        () => payload({ images: Array.from({ length: 21 }, () => pictures[0]) }),
        400,
        'Add at most 20 images',
      ],
      [
        'a file that claims to be a PNG but is not an image',
        () =>
          payload({
            images: [
              ...pictures.slice(0, 2),
              `data:image/png;base64,${Buffer.from('not a picture at all').toString('base64')}`,
            ],
          }),
        400,
        'Image 3',
      ],
      [
        'a GIF',
        () => payload({ images: [...pictures.slice(0, 2), 'data:image/gif;base64,R0lGODlhAQABAAAAACw='] }),
        400,
        'JPEG, PNG or WebP',
      ],
      ['a negative price', () => payload({ price: '-5' }), 400, 'price'],
      ['a state of another country', () => payload({ country: 'SL', state: 'LA' }), 400, 'state'],
      ['a status other than pending', () => payload({ status: 'successful' }), 400, 'status'],
      ['a missing title', () => payload({ title: '' }), 400, 'title'],
    ];
    for (const [name, body, status, text] of cases) {
      it(name, async () => {
        const before = await counts();
        const res = await submit(body());
        expect(res.statusCode, res.body).toBe(status);
        expect(res.json().status).toBe('fail');
        expect(res.body).toContain(text);
        expect(await counts()).toEqual(before);
      });
    }

    it('a 50 MB upload', async () => {
      const before = await counts();
      const huge = `data:image/jpeg;base64,${'A'.repeat(50 * 1024 * 1024)}`;
      const res = await submit(payload({ images: [huge, ...pictures] }));
      expect(res.statusCode).toBe(413);
      expect(res.json().status).toBe('fail');
      expect(await counts()).toEqual(before);
    });

    it('an unverified email', async () => {
      const unverified = await createUser(db(), { email_verified_at: null });
      const before = await counts();
      const res = await submit(payload(), (await login(t.app, unverified)).auth);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Please verify your email address to continue');
      expect(await counts()).toEqual(before);
    });

    it('no token', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/applications/property',
        payload: payload(),
      });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('the applicant’s list and withdrawal', () => {
    let applicant: TestUser;
    let mine: Session;
    const ids: string[] = [];

    beforeAll(async () => {
      applicant = await createUser(db());
      mine = await login(t.app, applicant);
      for (const title of ['First', 'Second', 'Third']) {
        const res = await submit(payload({ title }), mine.auth);
        ids.push(res.json().data.id);
      }
    });

    it('lists only the caller’s applications, newest first, paginated', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/applications/property-applications-user/${applicant.id}?page=1&size=2`,
        headers: mine.auth,
      });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.totalItems).toBe(3);
      expect(data.totalPages).toBe(2);
      expect(data.propertyApplications.map((item: { title: string }) => item.title)).toEqual([
        'Third',
        'Second',
      ]);
      expect(data.propertyApplications[0]).toEqual({
        id: ids[2],
        title: 'Third',
        status: 'pending',
        createdAt: expect.any(String),
      });
      const page2 = await t.app.inject({
        method: 'GET',
        url: `/api/v1/applications/property-applications-user/${applicant.id}?page=2&size=2`,
        headers: mine.auth,
      });
      expect(page2.json().data.propertyApplications.map((item: { title: string }) => item.title)).toEqual([
        'First',
      ]);
    });

    it('refuses to list someone else’s applications', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/applications/property-applications-user/${applicant.id}`,
        headers: session.auth,
      });
      expect(res.statusCode).toBe(403);
    });

    it('withdraws a pending application and its files', async () => {
      const id = ids[0] as string;
      const keys = await db()
        .selectFrom('listing_application_images')
        .select('original_key')
        .where('application_id', '=', id)
        .execute();
      const someoneElse = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/applications/single-property-applications/${id}`,
        headers: session.auth,
      });
      expect(someoneElse.statusCode).toBe(404);
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/applications/single-property-applications/${id}`,
        headers: mine.auth,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Application deleted successfully');
      expect(
        await db().selectFrom('listing_applications').select('id').where('id', '=', id).executeTakeFirst(),
      ).toBeUndefined();
      for (const { original_key } of keys) expect(existsSync(join(privateDir(), original_key))).toBe(false);
      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/applications/single-property-applications/${id}`,
        headers: mine.auth,
      });
      expect(again.statusCode).toBe(404);
    });

    it('keeps a decided application', async () => {
      const id = ids[1] as string;
      await db()
        .updateTable('listing_applications')
        .set({ status: 'unsuccessful' })
        .where('id', '=', id)
        .execute();
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/applications/single-property-applications/${id}`,
        headers: mine.auth,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Only pending applications can be deleted');
      expect(
        await db().selectFrom('listing_applications').select('id').where('id', '=', id).executeTakeFirst(),
      ).toBeDefined();
    });
  });
});
