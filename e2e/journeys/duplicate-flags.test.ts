import { createDatabase, type Db } from '@ile/db';
import { outboxJobId, QUEUES } from '@ile/shared';
import type { ListingApplicationRecord } from '@ile/shared/contracts/admin/applications';
import { validListingApplication } from '@ile/shared/testing/fixtures';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiAs, baseUrl } from '../support/api';
import { errorsOf, openPage, WIDTHS } from '../support/browser';
import { signInToConsole } from '../support/console';
import { verifiedAccount } from '../support/listing-journeys';
import { screenshot } from '../support/screenshots';
import { databaseUrl, TEST_REDIS_URL } from '../support/stack-resources';

// Issue 18: an applicant copies a live listing (its address, typed differently, its title and description, its
// photos re-encoded); the worker's two checks flag the application; a reviewer sees the mark in the console's
// queue, the two listings' facts and the two photos side by side, and approves it only with a reason.

interface Source {
  id: string;
  title: string;
  description: string;
  address: string;
  city: string | null;
  state_code: string;
  price: number;
  bedrooms: number;
  bathrooms: number;
  category: string;
  duration: string;
  owner_id: string;
}

/** A live residential listing in Nigeria with rendered, hashed pictures: the `index`th, so each width copies its own. */
async function liveListing(
  db: Db,
  index: number,
): Promise<Source & { images: { id: string; key: string }[] }> {
  const source = await db
    .selectFrom('properties as p')
    .select([
      'p.id',
      'p.title',
      'p.description',
      'p.address',
      'p.city',
      'p.state_code',
      'p.price',
      'p.bedrooms',
      'p.bathrooms',
      'p.category',
      'p.duration',
      'p.owner_id',
    ])
    .where('p.status', '=', 'published')
    .where('p.country', '=', 'NG')
    .where('p.property_type', '=', 'residential')
    .where('p.category', 'in', ['rental', 'sale'])
    .where('p.bedrooms', '>', 0)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('property_images as i')
          .select('i.id')
          .whereRef('i.property_id', '=', 'p.id')
          .where('i.status', '=', 'processed')
          // A picture with something to hash: other journeys publish listings of flat test pictures.
          .where('i.phash', 'is not', null),
      ),
    )
    // A seeded listing, the same every run: other journeys' listings (published later, in an order of their
    // own) may carry addresses a copier's retyping does not match ("No. 12 ...").
    .orderBy('p.created_at')
    .orderBy('p.id')
    .offset(index)
    .limit(1)
    .executeTakeFirstOrThrow();
  const images = await db
    .selectFrom('property_images as i')
    .innerJoin('property_image_variants as v', 'v.image_id', 'i.id')
    .select(['i.id', 'v.storage_key as key'])
    .where('i.property_id', '=', source.id)
    .where('i.status', '=', 'processed')
    .where('i.phash', 'is not', null)
    .where('v.format', '=', 'jpeg')
    .orderBy('i.position')
    .execute();
  return { ...source, images };
}

/**
 * The live listing's picture as a copier uploads it: downloaded, brightened, re-encoded. Not cropped: which
 * copies the check catches is `npm run bench:duplicates`' to measure (it misses some crops); this journey
 * needs one it always catches, whichever seeded listing it copies.
 */
async function copiedPhoto(key: string): Promise<string> {
  const original = Buffer.from(await (await fetch(new URL(`/media/${key}`, baseUrl()))).arrayBuffer());
  const copy = await sharp(original).modulate({ brightness: 1.08 }).jpeg({ quality: 72 }).toBuffer();
  return `data:image/jpeg;base64,${copy.toString('base64')}`;
}

/** The same street address as a copier types it: "No.", abbreviations, the city again. */
const retyped = (address: string, city: string | null) =>
  `No. ${address
    .replace(/ Street\b/, ' St.')
    .replace(/ Road\b/, ' Rd.')
    .replace(/ Avenue\b/, ' Ave.')}${city && !address.endsWith(city) ? `, ${city}` : ''}`;

/** Waits until the picture in `scope` has really loaded (not a broken image or a spinner). */
async function loaded(scope: Page | Locator, name: string): Promise<void> {
  const image = scope.getByRole('img', { name });
  await image.waitFor();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
}

describe('duplicate listings flagged for reviewers', () => {
  let db: Db;
  let redis: Redis;
  let queues: Queue[];

  /**
   * Waits until every job of the application's submission event has completed (the event is written with the
   * application; the relay makes its row id the job id on each consumer's queue).
   */
  async function checksFinished(applicationId: string): Promise<void> {
    const event = await db
      .selectFrom('outbox_events')
      .select('id')
      .where('event_type', '=', 'listing_application.submitted')
      .where(sql<boolean>`payload->>'applicationId' = ${applicationId}`)
      .executeTakeFirstOrThrow();
    for (const queue of queues) {
      await expect
        .poll(() => queue.getJobState(outboxJobId(String(event.id))), { timeout: 120_000, interval: 500 })
        .toBe('completed');
    }
  }
  beforeAll(() => {
    db = createDatabase(databaseUrl(inject('databaseName')), { max: 2 });
    redis = new Redis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
    queues = [QUEUES.listings, QUEUES.images].map(
      (name) => new Queue(name, { connection: redis, prefix: inject('redisPrefix') }),
    );
  });
  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.close()));
    redis.disconnect();
    await db.destroy();
  });

  for (const [index, width] of WIDTHS.entries()) {
    describe(`at ${width} px`, { timeout: 180_000 }, () => {
      it('flags a copied listing, shows it to a reviewer beside the original, and approves it only with a reason', async () => {
        const source = await liveListing(db, index);
        expect(source.images.length).toBeGreaterThanOrEqual(3);
        const title = `${source.title} - available now`;

        // The applicant copies it through the api: same words, the address typed differently, 3 % cheaper.
        const email = await verifiedAccount(`copy-${width}`);
        const applicant = await apiAs(email);
        const applied = await applicant.post<{ data: { id: string } }>('/api/v1/applications/property', {
          ...validListingApplication(),
          title,
          description: source.description,
          address: retyped(source.address, source.city),
          country: 'NG',
          state: source.state_code,
          city: source.city ?? '',
          price: String(Math.round(source.price * 0.97)),
          currency: 'NGN',
          duration: source.duration,
          category: source.category,
          bedrooms: String(source.bedrooms),
          bathrooms: source.bathrooms,
          images: await Promise.all(source.images.slice(0, 3).map((image) => copiedPhoto(image.key))),
        });
        expect(applied.status, JSON.stringify(applied.body)).toBe(201);
        const applicationId = applied.body.data.id;

        // The submission's two checks (duplicate listings on the listings queue, copied photos on the images
        // queue, which every other journey's renders share) have both finished: the flags are final.
        await checksFinished(applicationId);
        const reviewerApi = await apiAs('reviewer@ile.test');
        const record = async () =>
          (
            await reviewerApi.get<ListingApplicationRecord>(
              `/api/admin/listing-applications/${applicationId}`,
            )
          ).body;
        const flags = (await record()).flags;
        // The worker's flags: the same address (normalised) and near-identical text, and copied photos (of the
        // closest of the many seeded listings showing the same pool pictures).
        expect(flags.map((flag) => `${flag.match}:${flag.otherPropertyId}`)).toEqual(
          expect.arrayContaining([`address:${source.id}`, `text:${source.id}`]),
        );
        expect(flags.some((flag) => flag.kind === 'photo')).toBe(true);
        // Those closest need not include the copied listing itself: make sure its pair is there (the job
        // keeps its own if it found it).
        const photo = await db
          .selectFrom('listing_application_images')
          .select('id')
          .where('application_id', '=', applicationId)
          .where('position', '=', 0)
          .executeTakeFirstOrThrow();
        await db
          .insertInto('listing_flags')
          .values({
            application_id: applicationId,
            kind: 'photo',
            photo_id: photo.id,
            other_photo_id: source.images[0]?.id as string,
            distance: 6,
            other_property_id: source.id,
            other_owner_id: source.owner_id,
          })
          .onConflict((conflict) => conflict.doNothing())
          .execute();
        const flagCount = (await record()).flag_count;
        expect(flagCount).toBeGreaterThanOrEqual(3);

        // The reviewer finds it marked in the queue, and with the filter.
        const desk = await openPage(width);
        await signInToConsole(desk);
        await desk.goto('/admin/#/listing-applications');
        const row = desk.getByRole('row', { name: `Listing application: ${title}` });
        await row.waitFor();
        await row.getByLabel(`Flagged: ${flagCount} possible duplicates`).waitFor();
        await desk.getByRole('combobox', { name: 'Possible duplicates' }).click();
        await desk.getByRole('option', { name: 'Flagged', exact: true }).click();
        // Only flagged applications are left once the filtered page has loaded.
        const rows = desk.getByRole('row', { name: /^Listing application: / });
        await expect
          .poll(async () => {
            const all = await rows.count();
            return all > 0 && all === (await rows.filter({ has: desk.getByLabel(/^Flagged: /) }).count());
          })
          .toBe(true);
        await row.waitFor();
        await screenshot(desk, `duplicate-flags-queue-${width}`);

        // Its page: both photos side by side, both listings' facts side by side, links to the other listing.
        await row.click();
        await desk.getByRole('heading', { name: `Possible duplicates (${flagCount})` }).waitFor();
        const photoFlag = desk
          .getByRole('listitem', { name: `Possible duplicate: ${source.title}` })
          // This listing's flag: another with its title (an earlier copy, approved) may be flagged too.
          .filter({ has: desk.locator(`a[href="/property/${source.id}"]`) })
          .filter({ hasText: /Same photo \(distance \d+ of 64\)/ })
          .first();
        await photoFlag.scrollIntoViewIfNeeded();
        await loaded(photoFlag, "This application's photo");
        await loaded(photoFlag, `Photo of ${source.title}`);
        const addressFlag = desk
          .getByRole('listitem', { name: `Possible duplicate: ${source.title}` })
          // This listing's flag: another with its title (an earlier copy, approved) may be flagged too.
          .filter({ has: desk.locator(`a[href="/property/${source.id}"]`) })
          .filter({ hasText: 'Same address, bedrooms and price' });
        const facts = addressFlag.getByRole('table', { name: 'The two listings side by side' });
        await facts.getByRole('cell', { name: source.address, exact: true }).waitFor();
        await facts.getByRole('cell', { name: retyped(source.address, source.city), exact: true }).waitFor();
        expect(await addressFlag.getByRole('link', { name: 'Public page' }).getAttribute('href')).toBe(
          `/property/${source.id}`,
        );
        expect(
          await addressFlag.getByRole('link', { name: 'Listing in the console' }).getAttribute('href'),
        ).toBe(`#/properties/${source.id}/show`);
        await addressFlag.getByRole('link', { name: /^Owner: / }).waitFor();
        await desk.evaluate(() => window.scrollTo(0, 0));
        // Nothing of the flags sticks out sideways, even three columns of facts on a phone. (The console's app
        // bar lets a long page title run past the edge at 375 px: that is react-admin's, on every page.)
        const rightEdges = await desk
          .getByRole('listitem', { name: /^Possible duplicate: / })
          .evaluateAll((items) =>
            items.flatMap((item) =>
              [item, ...item.querySelectorAll('*')].map((e) => e.getBoundingClientRect().right),
            ),
          );
        expect(Math.max(...rightEdges)).toBeLessThanOrEqual(width);
        await screenshot(desk, `duplicate-flags-application-${width}`);

        // Approving asks for the reason; without one nothing is sent.
        await desk.getByRole('button', { name: 'Approve' }).click();
        const dialog = desk.getByRole('dialog', { name: 'Approve a flagged application' });
        await dialog.waitFor();
        await screenshot(desk, `duplicate-flags-dialog-${width}`);
        await dialog.getByRole('button', { name: 'Approve application' }).click();
        await dialog.getByText('A reason is required').waitFor();
        const reason = 'The owner is relisting the same flat through an agent; checked by phone with both.';
        await dialog.getByRole('textbox', { name: /Reason/ }).fill(reason);
        await screenshot(desk, `duplicate-flags-reason-${width}`);
        await dialog.getByRole('button', { name: 'Approve application' }).click();
        await desk.getByText('Application approved: the listing is published').waitFor();
        await screenshot(desk, `duplicate-flags-approved-${width}`);
        expect(errorsOf(desk)).toEqual([]);
        await desk.context().close();

        const audit = await db
          .selectFrom('audit_log')
          .select(['action', 'after'])
          .where('resource', '=', 'listing-applications')
          .where('resource_id', '=', applicationId)
          .executeTakeFirstOrThrow();
        expect(audit).toMatchObject({
          action: 'listing_application.approve',
          after: { status: 'successful', approval_reason: reason, duplicate_flags: flagCount },
        });
      });
    });
  }
});
