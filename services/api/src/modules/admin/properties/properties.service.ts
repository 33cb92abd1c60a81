import type { Db, Property, Storage } from '@ile/db';
import {
  allOf,
  countOf,
  dateRange,
  type ListParams,
  nullness,
  numberRange,
  oneOrManyOf,
  pageOf,
  textSearch,
} from '@ile/db/list-query';
import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import { AdminUpdatePropertyBody, outboxEvent } from '@ile/shared';
import { sql } from 'kysely';
import { BadRequestError, ConflictError, NotFoundError } from '../../../lib/errors';
import { mediaUrl } from '../../../lib/media-url';
import { createManageService } from '../../manage/manage.service';
import { type StaffActor, writeAudit } from '../audit';
import { fullName, iso, isoOrNull, privateFileUrl } from '../schemas';

import { oneById } from '../simple-rest';
import {
  type PropertyFilter,
  type PropertyRecord,
  propertyListSpec,
  type UpdatePropertyBody,
} from './property-records';

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
 * Listings for reviewers: edits go through the manage service (the owner's edit form and its rules, which
 * audits staff edits itself); unpublish and republish are here.
 */
export function createAdminProperties(db: Db, storage: Storage, privateStorage: Storage) {
  const manage = createManageService(db, storage, privateStorage);

  async function list(
    params: ListParams<PropertyFilter>,
  ): Promise<{ rows: PropertyRecord[]; total: number }> {
    const f = params.filter;
    const query = db
      .selectFrom('properties as p')
      .innerJoin('users as o', 'o.id', 'p.owner_id')
      .selectAll('p')
      .select([
        'o.first_name as owner_first_name',
        'o.last_name as owner_last_name',
        'o.email as owner_email',
      ])
      .where(
        allOf([
          oneOrManyOf('p.id', f.id),
          oneOrManyOf('p.status', f.status),
          oneOrManyOf('p.country', f.country),
          oneOrManyOf('p.state_code', f.state),
          oneOrManyOf('p.category', f.category),
          oneOrManyOf('p.property_type', f.property_type),
          oneOrManyOf('p.owner_id', f.owner_id),
          oneOrManyOf('p.agent_id', f.agent_id),
          oneOrManyOf('p.agency_id', f.agency_id),
          oneOrManyOf('p.application_id', f.application_id),
          f.geocoded === undefined ? null : nullness('p.geocoded_at', !f.geocoded),
          ...numberRange('p.price', f.price_gte, f.price_lte),
          ...dateRange('p.created_at', f.created_at_gte, f.created_at_lte),
          ...dateRange('p.published_at', f.published_at_gte, f.published_at_lte),
          textSearch(['p.title', 'p.address', 'p.city', 'p.state', 'o.email', 'o.last_name'], f.q),
        ]),
      );
    const [rows, total] = await Promise.all([
      pageOf(query, {
        sortColumn: `p.${params.sort.field}`,
        order: params.sort.order,
        idColumn: 'p.id',
        offset: params.offset,
        limit: params.limit,
      }).execute(),
      countOf(query),
    ]);
    const ids = rows.map((row) => row.id);
    const images =
      ids.length === 0
        ? []
        : await db
            .selectFrom('property_images as i')
            .select([
              'i.id',
              'i.property_id',
              'i.position',
              'i.status',
              'i.original_key',
              'i.width',
              'i.height',
            ])
            .select((eb) =>
              eb
                .selectFrom('property_image_variants as v')
                .select('v.storage_key')
                .whereRef('v.image_id', '=', 'i.id')
                .where('v.format', '=', 'webp')
                .orderBy('v.width', 'desc')
                .limit(1)
                .as('largest_key'),
            )
            .where('i.property_id', 'in', ids)
            .orderBy('i.position')
            .execute();
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

  async function get(id: string): Promise<PropertyRecord> {
    return oneById(list, propertyListSpec.defaultSort, { id }, 'Property not found');
  }

  async function setStatus(actor: StaffActor, id: string, to: 'published' | 'unpublished'): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('properties')
        .select(['status', 'published_at'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!row || row.status === 'deleted') throw new NotFoundError('Property not found');
      if (row.status === to) throw new ConflictError(`This listing is already ${to}`);
      if (to === 'published' && row.status !== 'unpublished')
        throw new ConflictError(`A ${row.status} listing cannot be republished`);
      const updated = await trx
        .updateTable('properties')
        .set({
          status: to,
          ...(to === 'published' && !row.published_at ? { published_at: sql<Date>`now()` } : {}),
        })
        .where('id', '=', id)
        .returning(['status', 'published_at'])
        .executeTakeFirstOrThrow();
      // Back in search: the geocoder fills in coordinates it may have missed (its handler is idempotent).
      if (to === 'published')
        await appendOutboxEvent(trx, outboxEvent('property.published', { propertyId: id }));
      await writeAudit(trx, actor, {
        action: to === 'published' ? 'property.republish' : 'property.unpublish',
        resource: RESOURCE,
        resourceId: id,
        before: { status: row.status },
        after: { status: updated.status, published_at: updated.published_at },
      });
    });
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

    /** PUT: edits through the owner's edit form rules, then a status change if one was asked for. */
    async update(actor: StaffActor, id: string, body: UpdatePropertyBody): Promise<PropertyRecord> {
      const row = await db.selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirst();
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
