import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { createS3Client } from '@ile/db/storage/s3-storage';
import { makePictureDataUrl } from '@ile/db/testing/pictures';
import { startTestS3Server, TEST_BUCKETS, type TestS3Server } from '@ile/db/testing/s3-server';
import { validListingApplication } from '@ile/shared/testing/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Console, type Person, startConsole } from './admin/console';

// The api on STORAGE_DRIVER=s3, against a local S3-compatible server (s3rver) it starts itself.
describe('the api on the s3 storage driver', () => {
  let s3: TestS3Server;
  let c: Console;
  let applicant: Person;
  let pictures: string[];
  const mediaPublicUrl = () => `${s3.endpoint}/${TEST_BUCKETS.media}`;

  const keysIn = async (bucket: string, prefix = '') => {
    const listed = await createS3Client(s3.settings).send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }),
    );
    return (listed.Contents ?? []).map((object) => object.Key as string);
  };
  const submitListing = (person: Person) =>
    c.call(person, 'POST', '/api/v1/applications/property', {
      ...validListingApplication(),
      images: pictures,
    });
  const countApplications = async () =>
    Number(
      (
        await c.db
          .selectFrom('listing_applications')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    s3 = await startTestS3Server();
    c = await startConsole({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: s3.settings.region,
      S3_BUCKET_MEDIA: TEST_BUCKETS.media,
      S3_BUCKET_PRIVATE: TEST_BUCKETS.private,
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId as string,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey as string,
      S3_FORCE_PATH_STYLE: 'true',
      MEDIA_PUBLIC_URL: `${mediaPublicUrl()}/`,
    });
    applicant = await c.newPerson();
    pictures = await Promise.all([
      makePictureDataUrl('jpeg'),
      makePictureDataUrl('png'),
      makePictureDataUrl('webp'),
    ]);
  });
  afterAll(async () => {
    await c.close();
    await s3.close();
  });

  it('keeps originals in the private bucket and streams them to staff only', async () => {
    const submitted = await submitListing(applicant);
    expect(submitted.status).toBe(201);
    const id = (submitted.json as { data: { id: string } }).data.id;
    const originals = await keysIn(TEST_BUCKETS.private, `originals/applications/${id}/`);
    expect(originals).toHaveLength(3);
    expect(await keysIn(TEST_BUCKETS.media, 'originals/')).toEqual([]);

    const { data: application } = await c.client(c.staff.Reviewer).getOne('listing-applications', { id });
    const url = `${c.origin}${application.images[0].url}`;
    const image = await fetch(url, { headers: c.staff.Reviewer.session.auth });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const key = decodeURIComponent(application.images[0].url.replace('/api/admin/files/', ''));
    const stored = await c.t.app.privateStorage.get(key);
    expect(Buffer.from(await image.arrayBuffer()).equals(stored as Buffer)).toBe(true);
    expect(Number(image.headers.get('content-length'))).toBe(stored?.length);
    // A member is refused, and nothing answers with a URL into the bucket.
    const refused = await fetch(url, { headers: applicant.session.auth });
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain(s3.endpoint);
  });

  it('serves a data export to its owner from the private bucket', async () => {
    const key = `exports/${applicant.user.id}/s3.json`;
    await c.t.app.privateStorage.put(key, Buffer.from('{"email":"mine"}'));
    const row = await c.db
      .insertInto('data_exports')
      .values({
        user_id: applicant.user.id,
        status: 'ready',
        storage_key: key,
        completed_at: new Date(),
        expires_at: new Date(Date.now() + 3600_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const path = `/api/v1/user/export-data/${row.id}/download`;
    const own = await c.call(applicant, 'GET', path);
    expect(own.status).toBe(200);
    expect(own.json).toEqual({ email: 'mine' });
    const other = await c.call(c.member, 'GET', path);
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.json)).not.toContain(s3.endpoint);
  });

  it('gives public media URLs under MEDIA_PUBLIC_URL, lets pages load them, and serves no /media itself', async () => {
    const res = await c.call(applicant, 'POST', '/api/v1/user/account-update-user', {
      type: 'image',
      image: await makePictureDataUrl('png'),
    });
    expect(res.status).toBe(200);
    const url: string = (res.json as { data: { profile_image: string } }).data.profile_image;
    expect(url.startsWith(`${mediaPublicUrl()}/avatars/${applicant.user.id}/`)).toBe(true);
    const picture = await fetch(url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect(picture.headers.get('cache-control')).toContain('immutable');

    const media = await fetch(`${c.origin}${url.slice(mediaPublicUrl().length).replace(/^/, '/media')}`);
    expect(media.status).toBe(404);
    const page = await fetch(`${c.origin}/api/v1/property/trending`);
    expect(page.headers.get('content-security-policy')).toMatch(
      new RegExp(
        `img-src 'self' data: blob: ${s3.endpoint.replace(/[.:/]/g, '\\$&')} https://tile\\.openstreetmap\\.org;`,
      ),
    );
  });

  describe('with the object store unreachable', () => {
    beforeAll(async () => {
      await s3.stop();
    });
    afterAll(async () => {
      await s3.start();
    });

    it('answers uploads 503 with Retry-After, and writes no row that would point at a missing file', async () => {
      const before = await countApplications();
      const submitted = await submitListing(applicant);
      expect(submitted.status).toBe(503);
      expect(submitted.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(submitted.json).toMatchObject({ status: 'error' });
      expect(await countApplications()).toBe(before);

      const imageBefore = (
        await c.db
          .selectFrom('users')
          .select('profile_image')
          .where('id', '=', applicant.user.id)
          .executeTakeFirstOrThrow()
      ).profile_image;
      const avatar = await c.call(applicant, 'POST', '/api/v1/user/account-update-user', {
        type: 'image',
        image: pictures[1],
      });
      expect(avatar.status).toBe(503);
      expect(avatar.headers.get('retry-after')).toMatch(/^\d+$/);
      const imageAfter = (
        await c.db
          .selectFrom('users')
          .select('profile_image')
          .where('id', '=', applicant.user.id)
          .executeTakeFirstOrThrow()
      ).profile_image;
      expect(imageAfter).toBe(imageBefore);

      const other = await c.newPerson();
      const message = await c.call(other, 'POST', '/api/v1/message/send', {
        receiverId: applicant.user.id,
        message: 'With a picture',
        media: pictures[0],
      });
      expect(message.status).toBe(503);
      const messages = await c.db
        .selectFrom('messages')
        .select('id')
        .where('sender_id', '=', other.user.id)
        .execute();
      expect(messages).toEqual([]);
    });

    it('answers private downloads 503 too, never 500', async () => {
      const row = await c.db
        .selectFrom('data_exports')
        .select('id')
        .where('user_id', '=', applicant.user.id)
        .executeTakeFirstOrThrow();
      const res = await c.call(applicant, 'GET', `/api/v1/user/export-data/${row.id}/download`);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    });
  });

  it('takes uploads again once the store is back', async () => {
    const before = await countApplications();
    const submitted = await submitListing(applicant);
    expect(submitted.status).toBe(201);
    expect(await countApplications()).toBe(before + 1);
  });
});
