import { hashPicture, type PhotoHash } from '@ile/db/media/image-processing';
import {
  findApplicationPhotos,
  type PhotoToCheck,
  setApplicationImageHash,
} from '@ile/db/repositories/photo-hashes.repository';
import { JOBS, type OutboxJobData, QUEUES } from '@ile/shared';
import { type HandlerContext, outboxJobHandler } from '../../registry';
import { type FlagOutcome, flagCopiedPhotos, type PhotoToCompare } from './copied-photos';

export interface CheckApplicationPhotosResult {
  applicationId: string;
  /** Photos hashed by this run (a redelivered job finds them hashed and hashes none). */
  hashed: number;
  /** Photos that could not be hashed, and why: they are still shown to the reviewer, only not compared. */
  unhashed: { imageId: string; why: string }[];
  copies: FlagOutcome;
}

/** The data of a check queued by the images sweep for an application whose photos are still unhashed. */
export function sweptApplicationCheck(
  applicationId: string,
  userId: string,
): OutboxJobData<'listing_application.submitted'> {
  return {
    eventId: 'sweep',
    type: 'listing_application.submitted',
    occurredAt: new Date().toISOString(),
    payload: { applicationId, userId },
  };
}

/**
 * Hashes a photo from its private original, storing the hash the first time; answers the hash with its crop
 * probes (computed again on a redelivery: they are never stored), or why there is none (the original is
 * gone, or is not a usable picture). Storage trouble is thrown, so the job is retried.
 */
async function hashPhoto(context: HandlerContext, photo: PhotoToCheck): Promise<PhotoHash> {
  const original = await context.privateStorage.get(photo.originalKey);
  if (!original) {
    return photo.phash !== null
      ? { phash: photo.phash, probes: [] }
      : { phash: null, why: 'original missing' };
  }
  const photoHash = await hashPicture(original);
  if (photoHash.phash !== null && photo.phash === null)
    await setApplicationImageHash(context.db, photo.id, photoHash.phash);
  return photoHash;
}

/**
 * `listing_application.submitted` (and the images sweep): hashes the application's photos from their private
 * originals and flags the ones close to photos of other owners' live listings, with the application as the
 * flag's subject, before a reviewer opens it. A photo that cannot be hashed is logged and left without a
 * hash (the sweep tries again while the application is pending); the others are still compared. Idempotent:
 * hashed photos are not hashed again and a pair of photos is flagged once.
 */
export const checkApplicationPhotosHandler = outboxJobHandler({
  queue: QUEUES.images,
  name: JOBS.images.checkApplicationPhotos,
  consumes: ['listing_application.submitted'],
  async handle(data, _job, context): Promise<CheckApplicationPhotosResult | { skipped: string }> {
    const { applicationId } = data.payload;
    const application = await findApplicationPhotos(context.db, applicationId);
    if (!application) {
      context.log.info({ applicationId }, 'application gone: photos not checked');
      return { skipped: 'application gone' };
    }
    let hashed = 0;
    const unhashed: CheckApplicationPhotosResult['unhashed'] = [];
    const toCompare: PhotoToCompare[] = [];
    for (const photo of application.photos) {
      const photoHash = await hashPhoto(context, photo);
      if (photoHash.phash === null) {
        context.log.warn({ applicationId, imageId: photo.id, why: photoHash.why }, 'photo not hashed');
        unhashed.push({ imageId: photo.id, why: photoHash.why });
        continue;
      }
      if (photo.phash === null) hashed++;
      toCompare.push({ id: photo.id, phash: photoHash.phash, probes: photoHash.probes });
    }
    const copies = await flagCopiedPhotos(context.db, { applicationId }, application.ownerId, toCompare);
    context.log.info(
      { applicationId, hashed, unhashed: unhashed.length, copies },
      'application photos checked',
    );
    return { applicationId, hashed, unhashed, copies };
  },
});
