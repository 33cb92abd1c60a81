import { randomUUID } from 'node:crypto';
import { type Db, type Property, removeUnreferenced, type Storage } from '@ile/db';
import type { ListParams } from '@ile/db/list-query';
import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import {
  findPropertyById,
  listPropertiesForConsole,
  lockProperty,
  setPropertyStatus,
} from '@ile/db/repositories/properties.repository';
import { listImagesWithLargestWebp } from '@ile/db/repositories/property-images.repository';
import {
  insertPropertyInspection,
  listPropertyInspections,
  setPropertyInspectedAt,
} from '@ile/db/repositories/verifications.repository';
import { AdminUpdatePropertyBody, type CreateInspectionBody, outboxEvent } from '@ile/shared';
import type { PropertyRecord } from '@ile/shared/contracts/admin/properties';
import { BadRequestError, ConflictError, NotFoundError } from '../../../lib/errors';
import { storeOriginals } from '../../../lib/listing-uploads';
import { mediaUrl } from '../../../lib/media-url';
import { createManageService } from '../../manage/manage.service';
import { type StaffActor, writeAudit } from '../audit';
import { fullName, iso, isoOrNull, privateFileUrl } from '../schemas';

import { oneById } from '../simple-rest';
import { type PropertyFilter, propertyListSpec, type UpdatePropertyBody } from './property-records';

const RESOURCE = 'properties';

/** The edit form's fields: record name → the form's (AdminUpdatePropertyBody) name. */
const EDIT_FIELDS = {
  title: 'title',
  price: 'price',
  currency: 'currency',
  category: 'category',
  property_type: 'propertyType',
  address: 'address',
  country: 'country',
  state_code: 'state',
  city: 'city',
  bedrooms: 'bedrooms',
  bathrooms: 'bathrooms',
  land_size: 'landSize',
  building_size: 'buildingSize',
  garage_size: 'garageSize',
  parking_size: 'parkingSize',
  description: 'description',
  mobile_phone: 'mobilePhone',
} as const satisfies Partial<Record<keyof Property, string>>;
type EditField = keyof typeof EDIT_FIELDS;

const same = (a: unknown, b: unknown) => (a ?? '') === (b ?? '') || String(a ?? '') === String(b ?? '');

/**
 * Unpublishes or republishes a listing in the caller's transaction, audited (a held listing may be unpublished;
 * only an unpublished one republished). The reports queue's "unpublish" runs it inside its own decision.
 */
export async function setListingStatusIn(
  trx: Db,
  actor: StaffActor,
  id: string,
  to: 'published' | 'unpublished',
): Promise<void> {
  const row = await lockProperty(trx, id);
  if (!row || row.status === 'deleted') throw new NotFoundError('Property not found');
  if (row.status === to) throw new ConflictError(`This listing is already ${to}`);
  if (to === 'published' && row.status !== 'unpublished')
    throw new ConflictError(`A ${row.status} listing cannot be republished`);
  const updated = await setPropertyStatus(trx, id, to, to === 'published' && !row.published_at);
  // Back in search: the geocoder fills in coordinates it may have missed (its handler is idempotent).
  if (to === 'published') await appendOutboxEvent(trx, outboxEvent('property.published', { propertyId: id }));
  await writeAudit(trx, actor, {
    action: to === 'published' ? 'property.republish' : 'property.unpublish',
    resource: RESOURCE,
    resourceId: id,
    before: { status: row.status },
    after: { status: updated.status, published_at: updated.published_at },
  });
}

/**
 * Listings for reviewers: edits go through the manage service (the owner's edit form and its rules, which
 * audits staff edits itself); unpublish and republish are here.
 */
export function createAdminProperties(db: Db, storage: Storage, privateStorage: Storage) {
  const manage = createManageService(db, storage, privateStorage);

  async function list(
    params: ListParams<PropertyFilter>,
  ): Promise<{ rows: PropertyRecord[]; total: number }> {
    const { rows, total } = await listPropertiesForConsole(db, params);
    const ids = rows.map((row) => row.id);
    const images = await listImagesWithLargestWebp(db, ids);
    return {
      rows: rows.map((row) => {
        const {
          search_vector: _vector,
          owner_first_name,
          owner_last_name,
          owner_email,
          is_seed: _seed,
          ...columns
        } = row;
        const own = images.filter((image) => image.property_id === row.id);
        return {
          ...columns,
          owner_name: fullName(owner_first_name, owner_last_name) ?? '',
          owner_email,
          geocoded_at: isoOrNull(row.geocoded_at),
          inspected_at: isoOrNull(row.inspected_at),
          published_at: isoOrNull(row.published_at),
          created_at: iso(row.created_at),
          updated_at: iso(row.updated_at),
          image_count: own.length,
          images: own.map((image) => ({
            id: image.id,
            position: image.position,
            status: image.status,
            url: mediaUrl(image.largest_key ?? null),
            original_url: privateFileUrl(image.original_key) ?? '',
            width: image.width,
            height: image.height,
          })),
        };
      }),
      total,
    };
  }

  /** One listing, with its staff visits (the list leaves them out). */
  async function get(id: string): Promise<PropertyRecord> {
    const record = await oneById(list, propertyListSpec.defaultSort, { id }, 'Property not found');
    const visits = await listPropertyInspections(db, id);
    return {
      ...record,
      inspections: visits.map((visit) => ({
        id: visit.id,
        visited_on: visit.visited_on,
        note: visit.note,
        inspector_name: fullName(visit.inspector_first_name, visit.inspector_last_name),
        photo_urls: visit.photo_keys.map((key) => privateFileUrl(key) ?? ''),
        created_at: iso(visit.created_at),
      })),
    };
  }

  async function setStatus(actor: StaffActor, id: string, to: 'published' | 'unpublished'): Promise<void> {
    await db.transaction().execute((trx) => setListingStatusIn(trx, actor, id, to));
  }

  /** The record's fields as the edit form takes them, a field left out keeping the current value. */
  function editForm(row: Property, body: UpdatePropertyBody): Record<string, unknown> {
    const form: Record<string, unknown> = { propertyId: row.id };
    for (const [field, name] of Object.entries(EDIT_FIELDS) as [EditField, string][]) {
      const sent = field === 'state_code' ? (body.state_code ?? body.state) : body[field];
      form[name] = sent === undefined ? row[field] : sent;
    }
    return form;
  }

  function changesEdit(row: Property, body: UpdatePropertyBody): boolean {
    return (Object.keys(EDIT_FIELDS) as EditField[]).some(
      (field) => body[field] !== undefined && !same(body[field], row[field]),
    );
  }

  return {
    list,
    get,
    unpublish: async (actor: StaffActor, id: string) => {
      await setStatus(actor, id, 'unpublished');
      return get(id);
    },
    republish: async (actor: StaffActor, id: string) => {
      await setStatus(actor, id, 'published');
      return get(id);
    },

    /**
     * A reviewer visited the listing: the visit (day, note, private photos) is recorded and the listing's
     * inspected date moves to it (never back to an earlier visit). Photos are checked by content first.
     */
    async inspect(actor: StaffActor, id: string, body: CreateInspectionBody): Promise<PropertyRecord> {
      const row = await findPropertyById(db, id);
      if (!row || row.status === 'deleted') throw new NotFoundError('Property not found');
      const inspectionId = randomUUID();
      const photos = await storeOriginals(
        privateStorage,
        `originals/inspections/${id}/${inspectionId}`,
        body.photos ?? [],
        'photos',
      );
      const photoKeys = photos.map((photo) => photo.key);
      try {
        await db.transaction().execute(async (trx) => {
          await insertPropertyInspection(trx, {
            id: inspectionId,
            property_id: id,
            inspector_id: actor.id,
            visited_on: body.visitedOn,
            note: body.note,
            photo_keys: photoKeys,
          });
          await setPropertyInspectedAt(trx, id, body.visitedOn);
          await writeAudit(trx, actor, {
            action: 'property.inspect',
            resource: RESOURCE,
            resourceId: id,
            before: { inspected_at: row.inspected_at },
            after: { visited_on: body.visitedOn, note: body.note, photos: photoKeys.length },
          });
        });
      } catch (error) {
        await removeUnreferenced(privateStorage, photoKeys);
        throw error;
      }
      return get(id);
    },

    /** PUT: edits through the owner's edit form rules, then a status change if one was asked for. */
    async update(actor: StaffActor, id: string, body: UpdatePropertyBody): Promise<PropertyRecord> {
      const row = await findPropertyById(db, id);
      if (!row || row.status === 'deleted') throw new NotFoundError('Property not found');
      if (
        body.status !== undefined &&
        body.status !== row.status &&
        body.status !== 'published' &&
        body.status !== 'unpublished'
      )
        throw new BadRequestError('A listing can only be published or unpublished here', {
          status: ['must be published or unpublished'],
        });
      if (changesEdit(row, body)) {
        const parsed = AdminUpdatePropertyBody.safeParse(editForm(row, body));
        if (!parsed.success) {
          const back = Object.fromEntries(Object.entries(EDIT_FIELDS).map(([field, name]) => [name, field]));
          const errors: Record<string, string[]> = {};
          for (const issue of parsed.error.issues) {
            const key = back[String(issue.path[0])] ?? String(issue.path[0] ?? 'body');
            errors[key] = [...(errors[key] ?? []), issue.message];
          }
          const [field, messages] = Object.entries(errors)[0] ?? ['body', ['is invalid']];
          throw new BadRequestError(`Invalid body: ${field} ${messages[0]}`, errors);
        }
        await manage.updateProperty(
          { userId: actor.id, staff: true, ip: actor.ip, requestId: actor.requestId },
          parsed.data,
        );
      }
      if (body.status !== undefined && body.status !== row.status)
        await setStatus(actor, id, body.status as 'published' | 'unpublished');
      return get(id);
    },
  };
}
