import { type Db, type Executor, type Property, removeUnreferenced, type Storage } from '@ile/db';
import { moveInColumnsOf, moveInListingOf } from '@ile/db/move-in-columns';
import { findAgentAgency, setAgencyMayEdit } from '@ile/db/repositories/agents.repository';
import { insertAuditRow } from '@ile/db/repositories/audit-log.repository';
import { countListingApplicationsByStatus } from '@ile/db/repositories/listing-applications.repository';
import {
  agencyMayEditListing,
  countManagedListings,
  listManagedListings,
  sumManagedFigures,
} from '@ile/db/repositories/managed-listings.repository';
import { appendOutboxEvent } from '@ile/db/repositories/outbox.repository';
import { recordPriceChange } from '@ile/db/repositories/price-changes.repository';
import {
  countOwnedListings,
  deleteProperty,
  lockProperty,
  updateProperty,
} from '@ile/db/repositories/properties.repository';
import {
  deleteListingImages,
  insertPropertyImages,
  listListingImageOriginals,
  listVariantKeys,
} from '@ile/db/repositories/property-images.repository';
import {
  type AdminUpdatePropertyBody,
  type DashboardData,
  type ManagedProperty,
  type MoveInFields,
  type MyListingsQuery,
  moveInIssues,
  outboxEvent,
} from '@ile/shared';
import { fieldNeed } from '@ile/shared/contracts/property-type-fields';
import { BadRequestError, ForbiddenError, NotFoundError } from '../../lib/errors';
import { type StoredOriginal, storeOriginals } from '../../lib/listing-uploads';
import { toCards } from '../property/property-cards';

export interface Manager {
  userId: string;
  staff: boolean;
  ip?: string;
  requestId?: string;
}

/** Files of a listing's images: originals (private) and rendered variants (public media). */
interface ImageFiles {
  originals: string[];
  variants: string[];
}

/** The listing's image files, its link preview (drawn from the first of them) among the public ones. */
async function imageFilesOf(db: Executor, row: Property): Promise<ImageFiles> {
  const images = await listListingImageOriginals(db, row.id);
  const preview = row.og_image_key ? [row.og_image_key] : [];
  if (images.length === 0) return { originals: [], variants: preview };
  return {
    originals: images.map((image) => image.original_key),
    variants: [
      ...(await listVariantKeys(
        db,
        images.map((image) => image.id),
      )),
      ...preview,
    ],
  };
}

const LOCATION_FIELDS = ['address', 'city', 'state_code', 'country'] as const;

/** Prices are numeric(14, 2): compared in kobo/cents, as stored. */
const inCents = (price: number) => Math.round(price * 100);

/**
 * A published listing's new price goes into its price history in the edit's transaction, and a drop writes
 * `property.price_dropped` for alerts to hook into. Drafts' prices are not history (nobody saw them), and a
 * changed currency starts afresh: an old and a new price in different currencies are no drop or raise.
 */
async function recordPublishedPriceChange(
  trx: Executor,
  manager: Manager,
  row: Property,
  patch: { price: number; currency?: Property['currency'] },
): Promise<void> {
  const currency = patch.currency ?? row.currency;
  if (row.status !== 'published' || currency !== row.currency) return;
  if (inCents(patch.price) === inCents(Number(row.price))) return;
  const change = {
    propertyId: row.id,
    oldPrice: Number(row.price),
    newPrice: patch.price,
    currency,
  };
  const { dropped } = await recordPriceChange(trx, { ...change, changedBy: manager.userId });
  if (dropped) await appendOutboxEvent(trx, outboxEvent('property.price_dropped', change));
}

/**
 * A listing saved by its owner may not break a `block` rule (the Lagos State Tenancy Law's advance-rent limit):
 * checked on the listing as it will be, the stored duration and move-in costs with the edit's changes.
 */
function refuseBrokenMoveInLaw(row: Property, body: AdminUpdatePropertyBody) {
  const stored = moveInListingOf(row);
  const fields: MoveInFields = body.moveIn ?? {
    advanceRentMonths: stored.advanceRentMonths,
    agencyFee: stored.agencyFee,
    legalFee: stored.legalFee,
    cautionDeposit: stored.cautionDeposit,
    serviceChargeYearly: stored.serviceChargeYearly,
    otherCharges: stored.otherCharges,
  };
  const issues = moveInIssues(body.category, fields, {
    category: body.category,
    price: body.price,
    currency: body.currency ?? row.currency,
    duration: row.duration,
    country: body.country,
    stateCode: body.stateCode,
    city: body.city ?? null,
    address: body.address,
  });
  const first = issues[0];
  if (first) throw new BadRequestError(first.message, { [first.path]: [first.message] });
}

export function createManageService(db: Db, storage: Storage, privateStorage: Storage) {
  /** Seed pictures are shared by many listings; only a listing's own uploads are deleted with it. */
  async function removeFiles(files: ImageFiles): Promise<void> {
    const own = (key: string) => !key.startsWith('seed/');
    await Promise.all([
      removeUnreferenced(privateStorage, files.originals.filter(own)),
      removeUnreferenced(storage, files.variants.filter(own)),
    ]);
  }

  /**
   * The row, locked, when the manager may change it: its owner or staff, and for an edit also the agency of
   * an agent who lets it edit their listings (never delete them). Others: 404 if hidden, else 403.
   */
  async function lockManaged(
    trx: Executor,
    manager: Manager,
    propertyId: string,
    change: 'edit' | 'delete',
  ): Promise<Property> {
    const row = await lockProperty(trx, propertyId);
    if (!row || row.status === 'deleted') throw new NotFoundError('Property not found');
    if (row.owner_id === manager.userId || manager.staff) return row;
    if (change === 'edit' && (await agencyMayEditListing(trx, manager.userId, row.id))) return row;
    if (row.status !== 'published') throw new NotFoundError('Property not found');
    throw new ForbiddenError('Only the listing’s owner can change it');
  }

  async function audit(
    trx: Executor,
    manager: Manager,
    row: Property,
    action: string,
    after: Record<string, unknown> | null,
  ) {
    // Staff acting on someone else's listing leave a trace, as every console change does.
    if (!manager.staff || row.owner_id === manager.userId) return;
    await insertAuditRow(trx, {
      actor_id: manager.userId,
      actor_role: 'staff',
      action,
      resource: 'properties',
      resource_id: row.id,
      before: JSON.stringify({
        title: row.title,
        status: row.status,
        price: row.price,
        owner_id: row.owner_id,
      }),
      after: after === null ? null : JSON.stringify(after),
      ip: manager.ip ?? null,
      request_id: manager.requestId ?? null,
    });
  }

  return {
    async dashboard(userId: string): Promise<DashboardData> {
      const [listings, applications, figures, agency] = await Promise.all([
        countOwnedListings(db, userId),
        countListingApplicationsByStatus(db, userId),
        sumManagedFigures(db, userId),
        findAgentAgency(db, userId),
      ]);
      const { teamListings, ...last30Days } = figures;
      const count = (status: string) => applications.find((row) => row.status === status)?.n ?? 0;
      return {
        totalListings: listings,
        applications: applications.reduce((sum, row) => sum + row.n, 0),
        pendingApplications: count('pending'),
        approvedApplications: count('successful'),
        rejectedApplications: count('unsuccessful'),
        teamListings,
        last30Days,
        agency: agency ? { name: agency.agencyName, mayEdit: agency.mayEdit } : null,
      };
    },

    /** An agent of an agency lets it edit their listings, or stops it; anyone else is refused. */
    async setAgencyEditRights(userId: string, allow: boolean): Promise<{ allow: boolean }> {
      if (!(await setAgencyMayEdit(db, userId, allow))) {
        throw new ForbiddenError('Only an agent of an agency can share their listings with it');
      }
      return { allow };
    },

    /**
     * The caller's listings in every state but deleted (as owner, or as the agent on them) and, for an agency,
     * its affiliated agents' (read-only), with their 30-day figures; newest first or by a figure.
     */
    async myListings(
      userId: string,
      query: MyListingsQuery,
    ): Promise<{ items: ManagedProperty[]; total: number }> {
      const [rows, total] = await Promise.all([
        listManagedListings(db, userId, {
          offset: (query.page - 1) * query.size,
          limit: query.size,
          sort: query.sort ?? 'newest',
          order: query.order ?? 'desc',
        }),
        countManagedListings(db, userId),
      ]);
      const cards = await toCards(db, rows, userId);
      const size = (value: string | number | null) => (value === null ? null : Number(value));
      const items = cards.map((card, i) => {
        const row = rows[i] as (typeof rows)[number];
        return {
          ...card,
          state_code: row.state_code,
          status: row.status,
          createdAt: row.created_at.toISOString(),
          availableConfirmedAt: row.available_confirmed_at?.toISOString() ?? null,
          land_size: size(row.land_size),
          building_size: size(row.building_size),
          garage_size: size(row.garage_size),
          parking_size: size(row.parking_size),
          ...(row.mobile_phone ? { mobile_phone: row.mobile_phone } : {}),
          last30Days: { views: row.views, saves: row.saves, reveals: row.reveals, enquiries: row.enquiries },
          access: row.access,
          listedBy: row.listed_by,
        };
      });
      return { items, total };
    },

    /** Deletes the listing for good (the confirmation says so); payments keep their record without it. */
    async deleteProperty(manager: Manager, propertyId: string): Promise<void> {
      const files = await db.transaction().execute(async (trx) => {
        const row = await lockManaged(trx, manager, propertyId, 'delete');
        const files = await imageFilesOf(trx, row);
        await audit(trx, manager, row, 'property.delete', null);
        await deleteProperty(trx, propertyId);
        return files;
      });
      await removeFiles(files);
    },

    /**
     * The edit form. New images (3–20) replace the old ones: they are checked and stored first, then swapped
     * in with the update, and the images worker renders them. A published listing whose address changed is
     * geocoded again, and a listing's link preview is drawn again when its price or place changed.
     */
    async updateProperty(manager: Manager, body: AdminUpdatePropertyBody): Promise<void> {
      const newImages = body.image && body.image.length > 0 ? body.image : null;
      let originals: StoredOriginal[] = [];
      if (newImages) {
        originals = await storeOriginals(
          privateStorage,
          `originals/properties/${body.propertyId}`,
          newImages,
          'image',
        );
      }
      try {
        const replaced = await db.transaction().execute(async (trx) => {
          const row = await lockManaged(trx, manager, body.propertyId, 'edit');
          const patch = {
            title: body.title,
            price: body.price,
            ...(body.currency ? { currency: body.currency } : {}),
            category: body.category,
            property_type: body.propertyType,
            address: body.address,
            country: body.country,
            state: body.state,
            state_code: body.stateCode,
            city: body.city ?? null,
            // 0 is "none": a commercial unit without bedrooms, a plot of land.
            bedrooms: body.bedrooms ?? 0,
            bathrooms: body.bathrooms ?? 0,
            // A listing changed to land loses the finishes land does not have.
            ...(fieldNeed(body.propertyType, 'flooringType') === 'absent'
              ? { heating_type: null, cooling_type: null, flooring_type: null }
              : {}),
            land_size: body.landSize ?? null,
            building_size: body.buildingSize ?? null,
            garage_size: body.garageSize ?? null,
            parking_size: body.parkingSize ?? null,
            description: body.description,
            mobile_phone: body.mobilePhone,
            // Move-in costs: replaced when the form sent them, kept otherwise (cleared for a sale).
            ...(body.moveIn ? moveInColumnsOf(body.moveIn) : {}),
          };
          refuseBrokenMoveInLaw(row, body);
          const relocated = LOCATION_FIELDS.some((field) => (patch[field] ?? null) !== (row[field] ?? null));
          await updateProperty(trx, row.id, {
            ...patch,
            ...(relocated ? { latitude: null, longitude: null, geocoded_at: null } : {}),
            // Its link preview shows the old first photo: gone with it, drawn again once the new ones render.
            ...(originals.length > 0 ? { og_image_key: null } : {}),
          });
          await recordPublishedPriceChange(trx, manager, row, patch);
          if (relocated && row.status === 'published') {
            await appendOutboxEvent(trx, outboxEvent('property.relocated', { propertyId: row.id }));
          }
          let replaced: ImageFiles = { originals: [], variants: [] };
          if (originals.length === 0) {
            // The link preview is drawn again if its price or place changed (new photos: their variants job does).
            await appendOutboxEvent(trx, outboxEvent('property.edited', { propertyId: row.id }));
          } else {
            replaced = await imageFilesOf(trx, row);
            await deleteListingImages(trx, row.id);
            await insertPropertyImages(
              trx,
              originals.map((original, position) => ({
                id: original.id,
                property_id: row.id,
                position,
                original_key: original.key,
                content_type: original.contentType,
                bytes: original.bytes,
                status: 'pending' as const,
              })),
            );
            await appendOutboxEvent(
              trx,
              outboxEvent('property.images_uploaded', {
                propertyId: row.id,
                imageIds: originals.map((original) => original.id),
              }),
            );
          }
          await audit(trx, manager, row, 'property.update', {
            ...patch,
            images: originals.length || undefined,
          });
          return replaced;
        });
        await removeFiles(replaced);
      } catch (error) {
        // The update did not happen: the images stored for it are orphans.
        await removeFiles({ originals: originals.map((original) => original.key), variants: [] });
        throw error;
      }
    },
  };
}
