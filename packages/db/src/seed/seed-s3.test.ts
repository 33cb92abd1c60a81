import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorages, type Storages, storageConfigFromEnv } from '../storage/create-storage';
import { startTestS3Server, TEST_BUCKETS, type TestS3Server } from '../testing/s3-server';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { seedDemoData } from '.';

// The seed writes through the same Storage interface: on STORAGE_DRIVER=s3 its pictures land in the media
// bucket and the applications' uploads in the private one, where the api and the worker look for them.
describe('seedDemoData on the s3 driver', () => {
  let s3: TestS3Server;
  let test: TestDatabase;
  let storages: Storages;

  beforeAll(async () => {
    s3 = await startTestS3Server();
    test = await createTestDatabase();
    const config = storageConfigFromEnv({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET_MEDIA: TEST_BUCKETS.media,
      S3_BUCKET_PRIVATE: TEST_BUCKETS.private,
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      MEDIA_PUBLIC_URL: `${s3.endpoint}/${TEST_BUCKETS.media}`,
    });
    expect(config.driver).toBe('s3');
    storages = createStorages(config);
    await seedDemoData(test.db, {
      listings: 12,
      storage: storages.media,
      privateStorage: storages.private,
      seed: 'test-s3',
    });
  }, 180_000);
  afterAll(async () => {
    await test?.destroy();
    await s3?.close();
  });

  it('puts every rendition a listing refers to in the media bucket', async () => {
    const variants = await test.db
      .selectFrom('property_image_variants')
      .select('storage_key')
      .distinct()
      .execute();
    expect(variants.length).toBeGreaterThan(0);
    for (const { storage_key } of variants)
      expect(await storages.media.has(storage_key), storage_key).toBe(true);
  });

  it('keeps application uploads and listing originals in the private bucket only', async () => {
    const originals = await test.db.selectFrom('property_images').select('original_key').distinct().execute();
    const uploads = await test.db.selectFrom('listing_application_images').select('original_key').execute();
    const keys = [...originals, ...uploads].map((row) => row.original_key);
    expect(uploads.length).toBeGreaterThan(0);
    for (const key of keys) expect(await storages.private.has(key), key).toBe(true);
    for (const { original_key } of uploads) expect(await storages.media.has(original_key)).toBe(false);
  });
});
