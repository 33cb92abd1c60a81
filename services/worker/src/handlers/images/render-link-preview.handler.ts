import { JOBS, QUEUES } from '@ile/shared';
import { outboxJobHandler } from '../../registry';
import { drawLinkPreview, type LinkPreviewOutcome } from './link-preview';

/**
 * `property.edited`: draws the listing's link preview again when its price or place changed (link-preview.ts;
 * an edit that changed neither finds its picture already made). New photos are drawn by the variants job once
 * they are rendered.
 */
export const renderLinkPreviewHandler = outboxJobHandler({
  queue: QUEUES.images,
  name: JOBS.images.renderLinkPreview,
  consumes: ['property.edited'],
  async handle(data, _job, context): Promise<LinkPreviewOutcome> {
    return drawLinkPreview(context, data.payload.propertyId);
  },
});
