import { hashPicture, ImageRejectedError } from '@ile/db/media/image-processing';
import { propertyImageFolder } from '@ile/db/media/listing-variants';
import { findListingPhotosToCheck, setPropertyImageHash } from '@ile/db/repositories/photo-hashes.repository';
import {
  findListingImages,
  type ImageToRender,
  markImageFailed,
} from '@ile/db/repositories/property-images.repository';
import { JOBS, type OutboxJobData, QUEUES } from '@ile/shared';
import { UnrecoverableError } from 'bullmq';
import { type HandlerContext, outboxJobHandler } from '../../registry';
import { type FlagOutcome, flagCopiedPhotos } from './copied-photos';
import { saveRenditions } from './image-rows';
import { drawLinkPreview, type LinkPreviewOutcome } from './link-preview';
import { type RenderedIntoMedia, renderIntoMedia } from './render-into-media';

/** The crop probes of the photos this job hashed (never stored: a photo hashed earlier is compared by its hash). */
type CropProbes = Map<string, readonly string[]>;

export type ImageOutcome =
  | { imageId: string; outcome: 'processed'; variants: number }
  | { imageId: string; outcome: 'already-done'; status: 'processed' | 'failed' }
  | { imageId: string; outcome: 'failed'; reason: string };

export interface GenerateVariantsResult {
  propertyId: string;
  images: ImageOutcome[];
  /** Ids named by the event that no longer belong to the listing (replaced or deleted since). */
  missing: string[];
  /** The copied-photo check of the listing's hashed photos. */
  copies: FlagOutcome;
  /** The listing's link preview, drawn from its first photo once that is rendered. */
  preview: LinkPreviewOutcome;
}

/** The data of a variants job queued by the sweep rather than relayed from the outbox. */
export function sweptVariantsJob(
  propertyId: string,
  imageIds: string[],
): OutboxJobData<'property.images_uploaded'> {
  return {
    eventId: 'sweep',
    type: 'property.images_uploaded',
    occurredAt: new Date().toISOString(),
    payload: { propertyId, imageIds },
  };
}

/**
 * Renders one pending image: reads the original from private storage, writes every variant to the media
 * storage as it is encoded (render-into-media.ts), then records them. A picture that can never be rendered
 * is marked failed; anything else (storage or database trouble) is thrown, so BullMQ retries the job.
 */
async function renderImage(
  context: HandlerContext,
  image: ImageToRender,
  probes: CropProbes,
): Promise<ImageOutcome> {
  const { log, privateStorage, mediaStorage, db } = context;
  const fail = async (reason: string): Promise<ImageOutcome> => {
    await markImageFailed(db, image.id);
    log.warn({ imageId: image.id, originalKey: image.originalKey, reason }, 'image failed');
    return { imageId: image.id, outcome: 'failed', reason };
  };

  const original = await privateStorage.get(image.originalKey);
  if (!original) return fail('original missing');
  let stored: RenderedIntoMedia;
  try {
    stored = await renderIntoMedia(original, mediaStorage, propertyImageFolder(image.propertyId, image.id));
  } catch (error) {
    if (error instanceof ImageRejectedError) return fail(error.message);
    throw error;
  }
  const { rendered, variants } = stored;
  const { photoHash } = rendered;
  if (photoHash.phash === null)
    log.warn({ imageId: image.id, why: photoHash.why }, 'image rendered without a hash');
  else probes.set(image.id, photoHash.probes);
  const saved = await saveRenditions(db, image.id, {
    width: rendered.width,
    height: rendered.height,
    placeholder: rendered.placeholder,
    phash: photoHash.phash,
    variants,
  });
  if (!saved) return { imageId: image.id, outcome: 'already-done', status: 'processed' };
  return { imageId: image.id, outcome: 'processed', variants: variants.length };
}

/**
 * Hashes a rendered image that has no hash (rendered before hashing existed, or queued again by the sweep):
 * from its original, as an application's photos are. One that cannot be hashed stays without one.
 */
async function hashRenderedImage(
  context: HandlerContext,
  image: ImageToRender,
  probes: CropProbes,
): Promise<void> {
  const original = await context.privateStorage.get(image.originalKey);
  const photoHash = original ? await hashPicture(original) : { phash: null, why: 'original missing' };
  if (photoHash.phash === null) {
    context.log.warn({ imageId: image.id, why: photoHash.why }, 'image still without a hash');
    return;
  }
  await setPropertyImageHash(context.db, image.id, photoHash.phash);
  probes.set(image.id, photoHash.probes);
}

/**
 * `property.images_uploaded` (and the sweep): gives each pending image of the listing its WebP, AVIF and
 * JPEG variants at 320, 640 and 1280 px, a placeholder and a perceptual hash, and marks it processed; then
 * compares the listing's photos with other owners' live listings and flags close ones (copied-photos.ts), and
 * draws its link preview from the first photo (link-preview.ts).
 * Photos the listing took over from its approved application are not compared again: the application's
 * were, when it was submitted. Idempotent: images already processed (or failed) are left alone and a pair
 * of photos is flagged once, so a redelivered job writes nothing. Images are rendered
 * one after another: each render already uses every core, and a job holds one picture's pixels at a time.
 * When a picture is unusable the job still finishes the others, then fails for good (no retries: the
 * same bytes would fail again).
 */
export const generatePropertyVariantsHandler = outboxJobHandler({
  queue: QUEUES.images,
  name: JOBS.images.generatePropertyVariants,
  consumes: ['property.images_uploaded'],
  async handle(data, _job, context): Promise<GenerateVariantsResult> {
    const { propertyId, imageIds } = data.payload;
    const images = await findListingImages(context.db, propertyId, imageIds);
    const outcomes: ImageOutcome[] = [];
    const probes: CropProbes = new Map();
    for (const image of images) {
      if (image.status !== 'pending') {
        if (image.status === 'processed' && image.phash === null)
          await hashRenderedImage(context, image, probes);
        outcomes.push({ imageId: image.id, outcome: 'already-done', status: image.status });
        continue;
      }
      outcomes.push(await renderImage(context, image, probes));
    }
    const found = new Set(images.map((image) => image.id));
    const toCheck = await findListingPhotosToCheck(context.db, propertyId, [...found]);
    const [first] = toCheck;
    const copies = first
      ? await flagCopiedPhotos(
          context.db,
          { propertyId },
          first.ownerId,
          toCheck.map((photo) => ({ ...photo, probes: probes.get(photo.id) })),
        )
      : { compared: 0, flagged: 0 };
    // Even when a picture failed: the preview uses the first photo that rendered, as the page does.
    const preview = await drawLinkPreview(context, propertyId);
    const result = {
      propertyId,
      images: outcomes,
      missing: imageIds.filter((id) => !found.has(id)),
      copies,
      preview,
    };
    context.log.info(
      {
        propertyId,
        outcomes: outcomes.map((o) => o.outcome),
        missing: result.missing.length,
        copies,
        preview: preview.outcome,
      },
      'property images rendered',
    );
    const failed = outcomes.filter((o) => o.outcome === 'failed');
    if (failed.length > 0) {
      const reasons = failed.map((o) => `${o.imageId}: ${o.reason}`).join('; ');
      throw new UnrecoverableError(`${failed.length} image(s) could not be rendered: ${reasons}`);
    }
    return result;
  },
});
