import { randomUUID } from 'node:crypto';
import { removeUnreferenced } from '@ile/db';
import { PUBLIC_ONLY } from '@ile/db/media/photo-address-policy';
import {
  insertListingApplication,
  insertListingApplicationImages,
  newListingApplication,
} from '@ile/db/repositories/listing-applications.repository';
import {
  findListingImport,
  findListingImportRow,
  finishListingImportIfDone,
  listQueuedImportRows,
  lockListingImportRow,
  markImportRowCreated,
  markImportRowFailed,
} from '@ile/db/repositories/listing-imports.repository';
import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import { JOBS, ListingImportRow, outboxEvent, QUEUES } from '@ile/shared';
import { type HandlerContext, outboxJobHandler } from '../../registry';
import { type FetchedPhoto, fetchPhoto, PhotoRefusedError } from './fetch-photo';

const EXTENSIONS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
const CONTENT_TYPES: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
/** Photos of one row fetched at once: a row of 20 photos does not open 20 connections to one host. */
const PHOTOS_AT_ONCE = 4;

type RowOutcome = 'created' | 'failed' | 'skipped';

/** Every photo of a row in its order, a few at a time; the first refusal ends the row. */
async function fetchRowPhotos(urls: readonly string[], context: HandlerContext): Promise<FetchedPhoto[]> {
  const photos: FetchedPhoto[] = new Array(urls.length);
  let next = 0;
  const options = { policy: PUBLIC_ONLY, ...context.importPhotos };
  const lane = async () => {
    while (next < urls.length) {
      const index = next++;
      try {
        photos[index] = await fetchPhoto(urls[index] as string, options);
      } catch (error) {
        if (error instanceof PhotoRefusedError)
          throw new PhotoRefusedError(`Photo ${index + 1}: ${error.message}`);
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PHOTOS_AT_ONCE, urls.length) }, lane));
  return photos;
}

/**
 * One queued row: its cells checked again by the same schema, its photos fetched and kept privately as an
 * upload's originals are, then the application, its pictures, the `listing_application.submitted` event and
 * the row's new status in one transaction. A refused photo fails the row and creates nothing; storage or
 * database trouble is thrown, so the job is retried and rows already created are skipped.
 */
async function importRow(
  context: HandlerContext,
  importId: string,
  userId: string,
  rowNumber: number,
): Promise<RowOutcome> {
  const row = await findListingImportRow(context.db, importId, rowNumber);
  if (row?.status !== 'queued') return 'skipped';
  const parsed = ListingImportRow.safeParse(row.cells);
  if (!parsed.success) {
    await markImportRowFailed(context.db, importId, rowNumber, 'The row no longer passes the listing checks');
    return 'failed';
  }
  let photos: FetchedPhoto[];
  try {
    photos = await fetchRowPhotos(parsed.data.photoUrls, context);
  } catch (error) {
    if (!(error instanceof PhotoRefusedError)) throw error;
    await markImportRowFailed(context.db, importId, rowNumber, error.message);
    return 'failed';
  }
  const applicationId = randomUUID();
  const originals = photos.map((photo, position) => {
    const key = `originals/applications/${applicationId}/${randomUUID()}.${EXTENSIONS[photo.format] ?? 'img'}`;
    return { key, data: photo.data, position, contentType: CONTENT_TYPES[photo.format] ?? 'image/jpeg' };
  });
  await Promise.all(originals.map(({ key, data }) => context.privateStorage.put(key, data)));
  const created = await context.db.transaction().execute(async (trx) => {
    const locked = await lockListingImportRow(trx, importId, rowNumber);
    if (locked?.status !== 'queued') return false;
    const { photoUrls: _urls, ...fields } = parsed.data;
    await insertListingApplication(trx, newListingApplication(applicationId, userId, fields));
    await insertListingApplicationImages(
      trx,
      originals.map(({ key, position, contentType, data }) => ({
        application_id: applicationId,
        position,
        original_key: key,
        content_type: contentType,
        bytes: data.length,
      })),
    );
    await appendOutboxEvent(trx, outboxEvent('listing_application.submitted', { applicationId, userId }));
    await markImportRowCreated(trx, importId, rowNumber, applicationId, originals.length);
    return true;
  });
  if (!created) {
    // Another delivery created this row meanwhile: the copies fetched here are referenced by nothing.
    await removeUnreferenced(
      context.privateStorage,
      originals.map(({ key }) => key),
    );
    return 'skipped';
  }
  return 'created';
}

/**
 * `listing_import.confirmed`: the import's queued rows, in file order, become listing applications in the
 * normal review queue with their photos fetched from the URLs (fetch-photo.ts: public addresses only, size
 * and type checked by content). Each row's status is written as it is done, so the import page's progress
 * moves row by row. Idempotent: a redelivery finds the created rows and carries on with the rest.
 */
export const importListingsHandler = outboxJobHandler({
  queue: QUEUES.images,
  name: JOBS.images.importListings,
  consumes: ['listing_import.confirmed'],
  async handle(data, _job, context) {
    const { importId } = data.payload;
    const listingImport = await findListingImport(context.db, importId);
    if (!listingImport) return { skipped: 'import gone' };
    const outcomes: Record<RowOutcome, number> = { created: 0, failed: 0, skipped: 0 };
    for (const rowNumber of await listQueuedImportRows(context.db, importId)) {
      outcomes[await importRow(context, importId, listingImport.user_id, rowNumber)]++;
    }
    const finished = await finishListingImportIfDone(context.db, importId);
    context.log.info({ importId, ...outcomes, finished }, 'listing import processed');
    return { importId, ...outcomes, finished };
  },
});
