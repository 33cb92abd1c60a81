import { makePictureDataUrl } from '@ile/db/testing/pictures';
import type { ListingApplicationRecord } from '@ile/shared/contracts/admin/applications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty } from '../helpers/listings';
import {
  auditRowOf,
  type Console,
  type Person,
  snapshot,
  startConsole,
  submitListingApplication,
} from './console';

// Issue 18, "Reviewers see it": the duplicate flags the worker writes (flag-duplicate-listings, and the photo
// check) as the console's listing-application records carry them, the `flagged` filter, and approval of a
// flagged application needing a reason kept in the audit log. The flags are written here as the worker writes
// them; the worker's own tests find them (services/worker/test/duplicate-listings.test.ts).

describe('/api/admin/listing-applications: duplicate flags', () => {
  let c: Console;
  let pictures: string[];
  let landlord: Person;
  let live: { id: string; imageKeys: string[] };

  const submit = (applicant: Person, title: string) =>
    submitListingApplication(c, applicant, { title, images: pictures });

  /** What the worker writes for an application that copies the landlord's listing: both rules and a photo. */
  const flag = async (applicationId: string) => {
    const photo = await c.db
      .selectFrom('listing_application_images')
      .select('id')
      .where('application_id', '=', applicationId)
      .where('position', '=', 0)
      .executeTakeFirstOrThrow();
    const otherPhoto = await c.db
      .selectFrom('property_images')
      .select('id')
      .where('property_id', '=', live.id)
      .where('position', '=', 0)
      .executeTakeFirstOrThrow();
    const common = {
      application_id: applicationId,
      other_property_id: live.id,
      other_owner_id: landlord.user.id,
    };
    await c.db
      .insertInto('listing_flags')
      .values([
        { ...common, kind: 'listing', match: 'text', similarity: 0.8123 },
        { ...common, kind: 'listing', match: 'address' },
        { ...common, kind: 'photo', photo_id: photo.id, other_photo_id: otherPhoto.id, distance: 3 },
      ])
      .execute();
    return { photoId: photo.id, otherPhotoId: otherPhoto.id };
  };

  const approve = (person: Person, id: string, body: unknown = {}) =>
    c.call(person, 'POST', `/api/admin/listing-applications/${id}/approve`, body);

  beforeAll(async () => {
    c = await startConsole();
    pictures = await Promise.all([
      makePictureDataUrl('jpeg'),
      makePictureDataUrl('png'),
      makePictureDataUrl('webp'),
    ]);
    landlord = await c.newPerson({ first_name: 'Tunde', last_name: 'Bakare' });
    live = await createProperty(c.db, landlord.user.id, {
      title: 'Tastefully finished 3 bedroom flat in Lekki',
      address: '12 Admiralty Way',
      price: 1_500_000,
      bedrooms: 3,
      bathrooms: 4,
    });
  });
  afterAll(() => c.close());

  it('carries each flag with both sides: the issue’s names, the other listing’s facts, both pictures', async () => {
    const applicant = await c.newPerson();
    const id = await submit(applicant, 'Copied flat with flags');
    const { photoId, otherPhotoId } = await flag(id);

    const { data } = await c.client(c.staff.Reviewer).getOne('listing-applications', { id });
    const record = data as ListingApplicationRecord;
    expect(record.flag_count).toBe(3);
    // Photo flags first; then the address match; then text by similarity.
    expect(record.flags.map((f) => [f.kind, f.match])).toEqual([
      ['photo', undefined],
      ['listing', 'address'],
      ['listing', 'text'],
    ]);
    const [photo, address, text] = record.flags;
    const other = {
      otherPropertyId: live.id,
      otherPropertyTitle: 'Tastefully finished 3 bedroom flat in Lekki',
      otherOwnerId: landlord.user.id,
      otherOwnerName: 'Tunde Bakare',
      otherListing: {
        title: 'Tastefully finished 3 bedroom flat in Lekki',
        status: 'published',
        price: 1_500_000,
        currency: 'NGN',
        duration: 'year',
        address: '12 Admiralty Way',
        city: 'Lekki',
        state: 'Lagos',
        country: 'NG',
        bedrooms: 3,
        bathrooms: 4,
        description: 'Quiet estate, constant water, 24-hour security',
      },
    };
    expect(photo).toEqual({
      id: expect.any(String),
      kind: 'photo',
      distance: 3,
      photoId,
      photoUrl: expect.stringMatching(new RegExp(`^/api/admin/files/originals/applications/${id}/`)),
      otherPhotoId,
      otherPhotoUrl: `/media/${live.imageKeys[0]}`,
      ...other,
      createdAt: expect.any(String),
    });
    expect(address).toEqual({
      id: expect.any(String),
      kind: 'listing',
      match: 'address',
      ...other,
      createdAt: expect.any(String),
    });
    expect(text).toMatchObject({ kind: 'listing', match: 'text', similarity: 0.812, ...other });
    expect(text).not.toHaveProperty('distance');

    // The application's picture is the private original the files route streams to staff.
    const picture = await fetch(`${c.origin}${photo?.photoUrl}`, { headers: c.staff.Reviewer.session.auth });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
  });

  it('marks flagged rows in the list and filters on them', async () => {
    const applicant = await c.newPerson();
    const flagged = await submit(applicant, 'Filter me flagged');
    const clean = await submit(applicant, 'Filter me clean');
    await flag(flagged);
    const reviewer = c.client(c.staff.Reviewer);
    const page = (filter: Record<string, unknown>) =>
      reviewer.getList('listing-applications', {
        pagination: { page: 1, perPage: 50 },
        sort: { field: 'created_at', order: 'DESC' },
        filter: { user_id: applicant.user.id, ...filter },
      });

    const all = await page({});
    expect(Object.fromEntries(all.data.map((row) => [row.id, row.flag_count]))).toEqual({
      [flagged]: 3,
      [clean]: 0,
    });
    expect((await page({ flagged: true })).data.map((row) => row.id)).toEqual([flagged]);
    expect((await page({ flagged: false })).data.map((row) => row.id)).toEqual([clean]);
    const refused = await c.call(
      c.staff.Reviewer,
      'GET',
      `/api/admin/listing-applications?filter=${encodeURIComponent(JSON.stringify({ flagged: 'maybe' }))}`,
    );
    expect(refused.status).toBe(400);
  });

  it('refuses to approve a flagged application without a reason: 400, nothing changes', async () => {
    const applicant = await c.newPerson();
    const id = await submit(applicant, 'Flagged without a reason');
    await flag(id);
    const before = await snapshot(c.db);

    for (const body of [{}, { reason: '   ' }, null]) {
      const res = await approve(c.staff.Reviewer, id, body);
      expect(res.status, JSON.stringify(res.json)).toBe(400);
      expect(res.json).toMatchObject({
        status: 'fail',
        message: expect.stringMatching(/flagged as a possible duplicate|A reason is required/),
      });
    }
    const missing = await approve(c.staff.Reviewer, id);
    expect(missing.json).toMatchObject({
      status: 'fail',
      message: 'This application is flagged as a possible duplicate: say why you approve it (reason)',
      errors: { reason: ['A reason is required to approve a flagged application'] },
    });
    expect(await snapshot(c.db)).toEqual(before);

    // Bulk approval applies the same rule to each id.
    const bulk = await c.call(c.staff.Reviewer, 'POST', '/api/admin/listing-applications/bulk-approve', {
      ids: [id],
    });
    expect(bulk.json).toMatchObject({
      succeeded: 0,
      failed: 1,
      results: [{ id, ok: false, error: { code: 400 } }],
    });
    expect(await snapshot(c.db)).toEqual(before);
  });

  it('approves a flagged application with a reason and keeps the reason in the audit log', async () => {
    const applicant = await c.newPerson();
    const id = await submit(applicant, 'Flagged with a reason');
    await flag(id);

    const reason = 'Same landlord relisting after the first tenant left; checked the title deed.';
    const res = await approve(c.staff.Reviewer, id, { reason });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json).toMatchObject({ status: 'successful', flag_count: 3 });

    const audit = await auditRowOf(c.db, 'listing-applications', id);
    expect(audit).toMatchObject({
      actor_id: c.staff.Reviewer.user.id,
      action: 'listing_application.approve',
      after: { status: 'successful', approval_reason: reason, duplicate_flags: 3, rejection_reason: null },
    });
    // The applicant never reads an approval's reason: their notice is the usual one.
    const notices = await c.call(applicant, 'GET', `/api/v1/notice/notices?userId=${applicant.user.id}`);
    expect(JSON.stringify(notices.json)).not.toContain('title deed');
  });

  it('approves an application without flags exactly as before, with or without a reason', async () => {
    const applicant = await c.newPerson();
    const plain = await submit(applicant, 'Nothing like it');
    expect((await approve(c.staff.Reviewer, plain)).status).toBe(200);
    const noted = await submit(applicant, 'Nothing like it either');
    expect((await approve(c.staff.Admin, noted, { reason: 'Checked by phone' })).status).toBe(200);
    const audit = await c.db
      .selectFrom('audit_log')
      .select(['resource_id', 'after'])
      .where('resource_id', 'in', [plain, noted])
      .execute();
    const after = Object.fromEntries(audit.map((row) => [row.resource_id, row.after]));
    expect(after[plain]).not.toHaveProperty('approval_reason');
    expect(after[plain]).not.toHaveProperty('duplicate_flags');
    expect(after[noted]).toMatchObject({ approval_reason: 'Checked by phone' });
  });
});
