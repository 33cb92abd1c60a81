import { createHash } from 'node:crypto';
import {
  findApplicationsWithUnhashedPhotos,
  findUnhashedListingImages,
} from '@ile/db/repositories/photo-hashes.repository';
import { findStalePendingImages } from '@ile/db/repositories/property-images.repository';
import { JOBS, QUEUED_JOBS, QUEUES } from '@ile/shared';
import { CATCH_UP_JOB_OPTIONS } from '../../dispatch';
import { queuedJobHandler } from '../../registry';
import { sweptApplicationCheck } from './check-application-photos.handler';
import { sweptVariantsJob } from './generate-property-variants.handler';

/** An image pending this long has lost its job (or Redis lost it): the upload's job runs within seconds. */
export const SWEEP_MIN_AGE_MS = 60_000;
/**
 * Photos still without a hash are tried again for a day after upload: long enough to outlast a storage
 * outage, short enough that a picture that can never be hashed (one flat colour) is not read every
 * sweep for ever.
 */
export const HASH_RETRY_WINDOW_MS = 24 * 3600_000;

export interface SweepResult {
  /** Images queued again: pending ones, and rendered ones still without a hash. */
  requeued: number;
  properties: number;
  /** Pending listing applications whose photo check was queued again (photos still unhashed). */
  applications: number;
}

/**
 * Repeatable (every 10 minutes): finds images still pending a minute after upload, and photos rendered or
 * uploaded in the last day still without a perceptual hash, and queues their listing's variants job (which
 * also hashes and compares) or their application's photo check again. Job ids name the listing and its
 * images, or the application, so a job still waiting is not queued twice; they are removed once done, so a
 * later sweep may queue them again if work remains.
 */
export const sweepMissingVariantsHandler = queuedJobHandler(
  QUEUED_JOBS.sweepMissingVariants,
  async ({ limit }, _job, { db, queues, log }): Promise<SweepResult> => {
    const now = Date.now();
    const createdBefore = new Date(now - SWEEP_MIN_AGE_MS);
    const hashWindow = { createdAfter: new Date(now - HASH_RETRY_WINDOW_MS), createdBefore };
    const [pending, unhashed, applications] = await Promise.all([
      findStalePendingImages(db, createdBefore, limit),
      findUnhashedListingImages(db, hashWindow, limit),
      findApplicationsWithUnhashedPhotos(db, hashWindow, limit),
    ]);
    const images = [...pending, ...unhashed];
    if (images.length === 0 && applications.length === 0)
      return { requeued: 0, properties: 0, applications: 0 };
    const queue = queues.get(QUEUES.images);
    if (!queue) throw new Error('no producer for the images queue');
    const byProperty = new Map<string, string[]>();
    for (const image of images) {
      byProperty.set(image.propertyId, [...(byProperty.get(image.propertyId) ?? []), image.id]);
    }
    await queue.addBulk([
      ...[...byProperty].map(([propertyId, imageIds]) => ({
        name: JOBS.images.generatePropertyVariants,
        data: sweptVariantsJob(propertyId, imageIds),
        opts: { ...CATCH_UP_JOB_OPTIONS, jobId: sweepJobId(propertyId, imageIds) },
      })),
      ...applications.map(({ applicationId, userId }) => ({
        name: JOBS.images.checkApplicationPhotos,
        data: sweptApplicationCheck(applicationId, userId),
        opts: { ...CATCH_UP_JOB_OPTIONS, jobId: `sweep-application-photos-${applicationId}` },
      })),
    ]);
    log.info(
      {
        pending: pending.length,
        unhashed: unhashed.length,
        properties: byProperty.size,
        applications: applications.length,
      },
      'images and photo checks queued again',
    );
    return { requeued: images.length, properties: byProperty.size, applications: applications.length };
  },
);

/** The same listing and images give the same id (BullMQ ids may not contain ':'). */
const sweepJobId = (propertyId: string, imageIds: string[]): string =>
  `sweep-${propertyId}-${createHash('sha256')
    .update([...imageIds].sort().join(','))
    .digest('hex')
    .slice(0, 16)}`;
