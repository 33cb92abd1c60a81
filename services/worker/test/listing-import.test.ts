import {
  type PhotoAddressPolicy,
  PUBLIC_ONLY,
  photoAddressPolicyOf,
} from '@ile/db/media/photo-address-policy';
import { confirmListingImport, insertListingImport } from '@ile/db/repositories/listing-imports.repository';
import { type PhotoServer, startPhotoServer } from '@ile/db/testing/photo-server';
import { insertTestUser } from '@ile/db/testing/rows';
import { ListingImportRow, outboxEvent, outboxJobId, QUEUES } from '@ile/shared';
import { importRowCells } from '@ile/shared/testing/listing-csv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPhoto, PhotoRefusedError } from '../src/handlers/imports/fetch-photo';
import { useWorkerHarness } from './support/worker-harness';

let server: PhotoServer;
let allowed: PhotoAddressPolicy;
beforeAll(async () => {
  server = await startPhotoServer({ largeBytes: 3 * 1024 * 1024 });
  allowed = photoAddressPolicyOf(server.hostPort);
});
afterAll(() => server?.close());

async function refusal(url: string, options: Parameters<typeof fetchPhoto>[1]): Promise<string> {
  try {
    await fetchPhoto(url, options);
  } catch (error) {
    expect(error).toBeInstanceOf(PhotoRefusedError);
    return (error as Error).message;
  }
  throw new Error(`${url} was fetched`);
}

describe('the import photo fetcher', () => {
  it('fetches a JPEG from an allowed host and reads its type from the content', async () => {
    const photo = await fetchPhoto(server.url('/photo/1.jpg'), { policy: allowed });
    expect(photo.format).toBe('jpeg');
    expect(photo.data.length).toBeGreaterThan(1000);
  });

  it('refuses loopback, private and link-local addresses unless the test allow-list names the exact host:port', async () => {
    const before = server.requests.length;
    expect(await refusal(server.url('/photo/1.jpg'), { policy: PUBLIC_ONLY })).toMatch(/private, loopback/);
    const otherPort = photoAddressPolicyOf('127.0.0.1:1');
    expect(await refusal(server.url('/photo/1.jpg'), { policy: otherPort })).toMatch(/private, loopback/);
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.8/a.jpg',
      'http://192.168.1.1/a.jpg',
      'http://[::1]/a.jpg',
      'http://[fe80::1]/a.jpg',
      'http://0.0.0.0/a.jpg',
    ]) {
      expect(await refusal(url, { policy: allowed, timeoutMs: 2000 }), url).toMatch(/private, loopback/);
    }
    expect(await refusal('ftp://photos.example.com/a.jpg', { policy: allowed })).toMatch(/http/);
    // Nothing reached the server.
    expect(server.requests.length).toBe(before);
  });

  it('checks every address a name resolves to, and connects only to the checked one', async () => {
    const resolveTo =
      (...addresses: string[]) =>
      async () =>
        addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    expect(
      await refusal('http://photos.example.com/a.jpg', {
        policy: PUBLIC_ONLY,
        resolve: resolveTo('10.1.2.3'),
      }),
    ).toMatch(/private/);
    // One public and one private address: refused (a client could be sent to either).
    expect(
      await refusal('http://photos.example.com/a.jpg', {
        policy: PUBLIC_ONLY,
        resolve: resolveTo('93.184.216.34', '127.0.0.1'),
      }),
    ).toMatch(/private/);
    // Pinned: "photos.invalid" has no DNS record, so the fetch works only if the connection goes to the
    // address the check resolved (no second lookup a rebinding name could answer differently).
    const port = server.hostPort.split(':')[1];
    let lookups = 0;
    const photo = await fetchPhoto(`http://photos.invalid:${port}/photo/2.jpg`, {
      policy: photoAddressPolicyOf(`photos.invalid:${port}`),
      resolve: async () => {
        lookups++;
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    expect(photo.format).toBe('jpeg');
    expect(lookups).toBe(1);
  });

  it('checks a redirect’s target as the first address', async () => {
    const toPrivate = server.url(`/redirect?to=${encodeURIComponent('http://10.0.0.1/a.jpg')}`);
    expect(await refusal(toPrivate, { policy: allowed })).toMatch(/private/);
    const toPhoto = server.url(`/redirect?to=${encodeURIComponent('/photo/3.jpg')}`);
    expect((await fetchPhoto(toPhoto, { policy: allowed })).format).toBe('jpeg');
  });

  it('refuses a photo over the size limit, one that is not a picture, a 404 and a server that does not answer', async () => {
    expect(await refusal(server.url('/large.jpg'), { policy: allowed, maxBytes: 1024 * 1024 })).toMatch(
      /larger than 1 MB/,
    );
    expect(await refusal(server.url('/photo/1.jpg'), { policy: allowed, maxBytes: 1000 })).toMatch(/larger/);
    expect(await refusal(server.url('/text.jpg'), { policy: allowed })).toMatch(/not a JPEG, PNG or WebP/);
    expect(await refusal(server.url('/missing.jpg'), { policy: allowed })).toMatch(/answered 404/);
    const started = Date.now();
    expect(await refusal(server.url('/slow.jpg'), { policy: allowed, timeoutMs: 300 })).toMatch(
      /did not arrive within 0.3 s/,
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('import-listings job, on the real PostgreSQL, Redis and storage', () => {
  const worker = useWorkerHarness({
    queue: QUEUES.images,
    dirs: ['private', 'media'],
    runtime: () => ({ schedules: { enabled: false }, importPhotoPolicy: allowed }),
  });

  /** A confirmed import of these rows' cells, as the api writes it; answers its id. */
  async function confirmedImport(userId: string, rows: Record<string, string>[]): Promise<string> {
    const id = crypto.randomUUID();
    await insertListingImport(
      worker.db,
      { id, user_id: userId, status: 'checked' },
      rows.map((cells, i) => {
        const fields = Object.fromEntries(
          Object.entries(cells).map(([column, value]) => [
            column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase()),
            value,
          ]),
        );
        return {
          import_id: id,
          row_number: i + 1,
          title: fields.title ?? null,
          cells: JSON.stringify(fields),
          errors: null,
          status: ListingImportRow.safeParse(fields).success ? 'ready' : 'invalid',
          photo_count: 3,
          failure: null,
          application_id: null,
        };
      }),
    );
    await confirmListingImport(worker.db, id);
    return id;
  }

  it('creates an application with its photos per row, fails a row whose photo is refused, once', async () => {
    const owner = await insertTestUser(worker.db, 'Importer');
    const photos = (n: number) => [1, 2, 3].map((i) => server.url(`/photo/${n * 10 + i}.jpg`));
    const importId = await confirmedImport(owner.id, [
      importRowCells(1, photos(1)),
      importRowCells(2, [...photos(2).slice(0, 2), server.url('/text.jpg')]),
      importRowCells(3, photos(3)),
      importRowCells(4, [...photos(4).slice(0, 2), 'http://169.254.169.254/latest/meta-data']),
    ]);
    worker.start();
    const eventId = await worker.emit(
      outboxEvent('listing_import.confirmed', { importId, userId: owner.id }),
    );
    const job = await worker.job(outboxJobId(eventId), { timeoutMs: 60_000 });
    expect(job.failedReason).toBeUndefined();
    expect(job.returnvalue).toMatchObject({ created: 2, failed: 2, finished: true });

    const rows = await worker.db
      .selectFrom('listing_import_rows')
      .selectAll()
      .where('import_id', '=', importId)
      .orderBy('row_number')
      .execute();
    expect(rows.map((row) => row.status)).toEqual(['created', 'failed', 'created', 'failed']);
    expect(rows[1]?.failure).toBe('Photo 3: not a JPEG, PNG or WebP picture');
    expect(rows[3]?.failure).toMatch(
      /^Photo 3: 169\.254\.169\.254 points at a private, loopback or link-local/,
    );
    const applicationIds = rows.flatMap((row) => (row.application_id ? [row.application_id] : []));
    const applications = await worker.db
      .selectFrom('listing_applications')
      .select(['id', 'status', 'title', 'state', 'user_id'])
      .where('id', 'in', applicationIds)
      .orderBy('title')
      .execute();
    expect(applications).toEqual([
      expect.objectContaining({
        status: 'pending',
        title: 'Imported flat 1',
        state: 'Lagos',
        user_id: owner.id,
      }),
      expect.objectContaining({
        status: 'pending',
        title: 'Imported flat 3',
        state: 'Lagos',
        user_id: owner.id,
      }),
    ]);
    const images = await worker.db
      .selectFrom('listing_application_images')
      .selectAll()
      .where('application_id', 'in', applicationIds)
      .execute();
    expect(images).toHaveLength(6);
    for (const image of images) {
      expect(image.content_type).toBe('image/jpeg');
      expect((await worker.privateStorage.get(image.original_key))?.length).toBe(image.bytes);
    }
    // Each application is submitted as the wizard's are (its photos checked for copies, its text for duplicates).
    const submitted = await worker.db
      .selectFrom('outbox_events')
      .select('payload')
      .where('event_type', '=', 'listing_application.submitted')
      .execute();
    expect(
      submitted.map((event) => (event.payload as { applicationId: string }).applicationId).sort(),
    ).toEqual([...applicationIds].sort());
    const listingImport = await worker.db
      .selectFrom('listing_imports')
      .selectAll()
      .where('id', '=', importId)
      .executeTakeFirstOrThrow();
    expect(listingImport.status).toBe('done');

    // Delivered again: nothing more is created.
    await job.remove();
    await worker.redeliver(eventId);
    const again = await worker.job(outboxJobId(eventId), { timeoutMs: 60_000 });
    expect(again.returnvalue).toMatchObject({ created: 0, failed: 0 });
    const count = await worker.db
      .selectFrom('listing_applications')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  }, 90_000);
});
