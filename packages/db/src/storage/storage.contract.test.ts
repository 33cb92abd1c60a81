import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3Server, type TestS3Server } from '../testing/s3-server';
import { createStorages, MEDIA_CACHE_CONTROL } from './create-storage';
import { createLocalStorage } from './local-storage';
import { createS3Client, createS3Storage } from './s3-storage';
import { MAX_SIGNED_URL_SECONDS, type Storage, StorageUnavailableError } from './storage';

/** A storage of each driver, fresh for the suite, and how to take it down again. */
interface Subject {
  storage: Storage;
  close(): Promise<void>;
}

const DRIVERS: [name: 'local' | 's3', make: () => Promise<Subject>][] = [
  [
    'local',
    async () => {
      const root = await mkdtemp(join(tmpdir(), 'ile-storage-'));
      return { storage: createLocalStorage(root), close: () => rm(root, { recursive: true, force: true }) };
    },
  ],
  [
    's3',
    async () => {
      const server = await startTestS3Server(['contract']);
      const storage = createS3Storage({ client: createS3Client(server.settings), bucket: 'contract' });
      return { storage, close: () => server.close() };
    },
  ],
];

/** A stream in several chunks, the way an upload arrives. */
const chunked = (...parts: Buffer[]) => Readable.from(parts);

// One contract, every driver: the api, the worker and the seed see no difference.
describe.each(DRIVERS)('%s storage', (driver, make) => {
  let subject: Subject;
  let storage: Storage;
  beforeAll(async () => {
    subject = await make();
    storage = subject.storage;
  });
  afterAll(async () => {
    await subject.close();
  });

  it('names its driver', () => {
    expect(storage.driver).toBe(driver);
  });

  it('puts, gets, streams and removes files by key', async () => {
    await storage.put('seed/house-07/640.webp', Buffer.from('pixels'));
    expect((await storage.get('seed/house-07/640.webp'))?.toString()).toBe('pixels');
    expect(await storage.has('seed/house-07/640.webp')).toBe(true);
    const file = await storage.getStream('seed/house-07/640.webp');
    expect(file?.bytes).toBe(6);
    expect(await text(file?.body as Readable)).toBe('pixels');
    await storage.remove('seed/house-07/640.webp');
    expect(await storage.has('seed/house-07/640.webp')).toBe(false);
    expect(await storage.get('seed/house-07/640.webp')).toBeUndefined();
  });

  it('answers undefined or false for a missing file, and removing one is no error', async () => {
    expect(await storage.get('seed/missing.webp')).toBeUndefined();
    expect(await storage.getStream('seed/missing.webp')).toBeUndefined();
    expect(await storage.has('seed/missing.webp')).toBe(false);
    await storage.put('folder/inside.jpg', Buffer.from('x'));
    expect(await storage.has('folder')).toBe(false);
    await expect(storage.remove('seed/missing.webp')).resolves.toBeUndefined();
  });

  it('replaces a file whole', async () => {
    await storage.put('exports/u/1.json', Buffer.from('{"first":"a much longer first version"}'));
    await storage.put('exports/u/1.json', Buffer.from('{"second":1}'));
    expect((await storage.get('exports/u/1.json'))?.toString()).toBe('{"second":1}');
  });

  it('writes a stream as it arrives, larger than one upload part', async () => {
    // 6 MB in 1 MB chunks: past S3's 5 MB part, so the s3 driver uploads it in parts.
    const parts = Array.from({ length: 6 }, (_, i) => Buffer.alloc(1024 * 1024, i + 1));
    await storage.put('originals/big/photo.jpg', chunked(...parts));
    const file = await storage.getStream('originals/big/photo.jpg');
    expect(file?.bytes).toBe(6 * 1024 * 1024);
    const back = await storage.get('originals/big/photo.jpg');
    expect(back?.equals(Buffer.concat(parts))).toBe(true);
  });

  it('leaves nothing, and the earlier file, when a streamed write fails half way', async () => {
    await storage.put('originals/half/a.jpg', Buffer.from('earlier'));
    await expect(storage.put('originals/half/a.jpg', failingStream())).rejects.toThrow(/went away/);
    await expect(storage.put('originals/half/b.jpg', failingStream())).rejects.toThrow(/went away/);
    expect((await storage.get('originals/half/a.jpg'))?.toString()).toBe('earlier');
    expect(await storage.has('originals/half/b.jpg')).toBe(false);
  });

  it('refuses keys that could leave its root or are not plain paths', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', 'a/./b', '', 'a\\b', 'a b']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.has(key), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.remove(key), key).rejects.toThrow(/invalid storage key/);
      await expect(storage.signedUrl(key, 60), key).rejects.toThrow(/invalid storage key/);
    }
  });

  it('signs a URL for at most five minutes, where the driver can', async () => {
    await storage.put('exports/u/signed.json', Buffer.from('{"mine":true}'));
    for (const seconds of [0, MAX_SIGNED_URL_SECONDS + 1, 1.5])
      await expect(storage.signedUrl('exports/u/signed.json', seconds)).rejects.toThrow(RangeError);
    const url = await storage.signedUrl('exports/u/signed.json', MAX_SIGNED_URL_SECONDS);
    if (driver === 'local') {
      // A folder has no URLs of its own: private files are streamed by the api.
      expect(url).toBeUndefined();
      return;
    }
    const signed = new URL(url as string);
    expect(Number(signed.searchParams.get('X-Amz-Expires'))).toBe(MAX_SIGNED_URL_SECONDS);
    const answer = await fetch(signed);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('{"mine":true}');
    // It names that one file and is signed (s3rver itself checks no signature: real stores do).
    expect(signed.pathname).toBe('/contract/exports/u/signed.json');
    expect(signed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });
});

/** An upload whose client goes away after the first 64 KB. */
function failingStream(): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (sent) this.destroy(new Error('the client went away'));
      else this.push(Buffer.alloc(64 * 1024, 7));
      sent = true;
    },
  });
}

describe('s3 storage, beyond the contract', () => {
  let server: TestS3Server;
  beforeAll(async () => {
    server = await startTestS3Server();
  });
  afterAll(async () => {
    await server.close();
  });

  it('stores public media with its content type and a year-long immutable cache, private files no-store', async () => {
    const storages = createStorages(server.storageConfig());
    await storages.media.put('properties/p/i/640.avif', Buffer.from('avif'));
    await storages.private.put('exports/u/e.json', Buffer.from('{}'));
    const client = createS3Client(server.settings);
    const media = await client.send(
      new HeadObjectCommand({ Bucket: 'ile-media', Key: 'properties/p/i/640.avif' }),
    );
    expect(media.ContentType).toBe('image/avif');
    expect(media.CacheControl).toBe(MEDIA_CACHE_CONTROL);
    const exported = await client.send(
      new HeadObjectCommand({ Bucket: 'ile-private', Key: 'exports/u/e.json' }),
    );
    expect(exported.ContentType).toBe('application/json');
    expect(exported.CacheControl).toBe('private, no-store');
    // The two buckets are apart: a private key is not in the media bucket.
    expect(await storages.media.has('exports/u/e.json')).toBe(false);
  });

  it('says StorageUnavailableError, quickly, when the store cannot be reached, and works again after', async () => {
    const storage = createStorages(server.storageConfig()).private;
    await storage.put('originals/a/1.jpg', Buffer.from('kept'));
    await server.stop();
    try {
      const started = Date.now();
      for (const attempt of [
        () => storage.put('originals/a/2.jpg', Buffer.from('lost')),
        () => storage.put('originals/a/3.jpg', chunked(Buffer.alloc(1024), Buffer.alloc(1024))),
        () => storage.get('originals/a/1.jpg'),
        () => storage.getStream('originals/a/1.jpg'),
        () => storage.has('originals/a/1.jpg'),
        () => storage.remove('originals/a/1.jpg'),
      ])
        await expect(attempt()).rejects.toBeInstanceOf(StorageUnavailableError);
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      await server.start();
    }
    expect((await storage.get('originals/a/1.jpg'))?.toString()).toBe('kept');
    expect(await storage.has('originals/a/2.jpg')).toBe(false);
  });
});
