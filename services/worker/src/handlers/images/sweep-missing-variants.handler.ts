import { createHash } from 'node:crypto';
import { findStalePendingImages } from '@ile/db/repositories/property-images.repository';
import { JOBS, QUEUED_JOBS, QUEUES } from '@ile/shared';
import { CATCH_UP_JOB_OPTIONS } from '../../dispatch';
import { queuedJobHandler } from '../../registry';
import { sweptVariantsJob } from './generate-property-variants.handler';

/** An image pending this long has lost its job (or Redis lost it): the upload's job runs within seconds. */
export const SWEEP_MIN_AGE_MS = 60_000;

export interface SweepResult {
  requeued: number;
  properties: number;
}

/**
 * Repeatable (every 10 minutes): finds images still pending a minute after upload and queues their
 * listing's variants job again. The job id names the listing and its images, so a job still waiting is
 * not queued twice; it is removed once done, so a later sweep may queue it again if work remains.
 */
export const sweepMissingVariantsHandler = queuedJobHandler(
  QUEUED_JOBS.sweepMissingVariants,
  async ({ limit }, _job, { db, queues, log }): Promise<SweepResult> => {
    const pending = await findStalePendingImages(db, new Date(Date.now() - SWEEP_MIN_AGE_MS), limit);
    if (pending.length === 0) return { requeued: 0, properties: 0 };
    const queue = queues.get(QUEUES.images);
    if (!queue) throw new Error('no producer for the images queue');
    const byProperty = new Map<string, string[]>();
    for (const image of pending) {
      byProperty.set(image.propertyId, [...(byProperty.get(image.propertyId) ?? []), image.id]);
    }
    await queue.addBulk(
      [...byProperty].map(([propertyId, imageIds]) => ({
        name: JOBS.images.generatePropertyVariants,
        data: sweptVariantsJob(propertyId, imageIds),
        opts: { ...CATCH_UP_JOB_OPTIONS, jobId: sweepJobId(propertyId, imageIds) },
      })),
    );
    log.info({ images: pending.length, properties: byProperty.size }, 'pending images queued again');
    return { requeued: pending.length, properties: byProperty.size };
  },
);

/** The same listing and images give the same id (BullMQ ids may not contain ':'). */
const sweepJobId = (propertyId: string, imageIds: string[]): string =>
  `sweep-${propertyId}-${createHash('sha256')
    .update([...imageIds].sort().join(','))
    .digest('hex')
    .slice(0, 16)}`;
