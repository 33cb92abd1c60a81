import { CreateInspectionBody, IMAGE_UPLOAD_RULES } from '@ile/shared';
import { FraudulentListingBody } from '@ile/shared/contracts/admin/disputes';
import { PropertyRecord } from '@ile/shared/contracts/admin/properties';
import type { FastifyInstance } from 'fastify';
import { recordRoutes } from '../record-routes';
import { markListingFraudulent } from './fraudulent-listing';
import { createAdminProperties } from './properties.service';
import { propertyListSpec, UpdatePropertyBody } from './property-records';

/** /api/admin/properties: list, search, show, edit, mark inspected, unpublish, republish, found fraudulent. */
export default async function propertyRoutes(app: FastifyInstance) {
  const properties = createAdminProperties(app.db, app.storage, app.privateStorage);
  const resource = recordRoutes(app, 'properties', PropertyRecord);

  resource.list(propertyListSpec, properties, {
    list: 'List and search listings in every state (q: title, address, city, owner)',
    show: 'One listing, every field and image',
  });

  resource.action('PUT', '/:id', {
    action: 'update',
    summary: 'Edit a listing with the edit form’s rules; `status` published/unpublished toggles it',
    conflict: 'The listing is already in that status, or cannot be republished',
    body: UpdatePropertyBody,
    run: (staff, id, body) => properties.update(staff, id, body),
  });

  resource.action('POST', '/:id/inspection', {
    action: 'inspect',
    // Photos as base64: the same cap as a listing's images.
    bodyLimit: IMAGE_UPLOAD_RULES.maxRequestBytes,
    summary:
      'Mark a listing inspected after a visit (day, note, up to 10 photos as data URLs or multipart); the ' +
      '"Inspected" badge shows for 180 days from the visit',
    body: CreateInspectionBody,
    run: (staff, id, body) => properties.inspect(staff, id, body),
  });

  resource.action('POST', '/:id/unpublish', {
    action: 'publish',
    summary: 'Take a published listing out of search (409 when not published)',
    conflict: 'The listing is not published',
    run: (staff, id) => properties.unpublish(staff, id),
  });

  resource.action('POST', '/:id/republish', {
    action: 'publish',
    summary: 'Put an unpublished listing back in search (emits property.published)',
    conflict: 'The listing is already published, or cannot be republished',
    run: (staff, id) => properties.republish(staff, id),
  });

  resource.action('POST', '/:id/fraudulent', {
    action: 'fraud',
    summary:
      'Found fraudulent: unpublish the listing, refund every payment Ile holds for it (cancel unpaid checkouts), ' +
      'cancel its viewings still to come; the payers and seekers are told, with the reason',
    body: FraudulentListingBody,
    run: async (staff, id, body) => {
      await markListingFraudulent(app.db, staff, id, body.reason);
      return properties.get(id);
    },
  });
}
