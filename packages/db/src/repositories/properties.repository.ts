import type { Category } from '@ile/shared';
import { sql } from 'kysely';
import type { Executor } from '../database';
import {
  allOf,
  dateRange,
  type ListParams,
  nullness,
  numberRange,
  type OneOrMany,
  oneOrManyOf,
  pageAndTotal,
} from '../list-query';
import type { NewProperty, Property, PropertyUpdate } from '../schema';
import { textSearch } from '../text-search';

/** The columns of `properties` a card needs; select them (aliased `p`) and hand the rows to the api's `toCards`. */
export const CARD_COLUMNS = [
  'p.id',
  'p.title',
  'p.description',
  'p.address',
  'p.city',
  'p.state',
  'p.country',
  'p.price',
  'p.currency',
  'p.duration',
  'p.bedrooms',
  'p.bathrooms',
  'p.category',
  'p.property_type',
  'p.owner_id',
  'p.inspected_at',
  'p.price_reduced_at',
] as const;

/** A row selected with CARD_COLUMNS and CARD_BADGE_COLUMNS. */
export type CardRow = Pick<
  Property,
  | 'id'
  | 'title'
  | 'description'
  | 'address'
  | 'city'
  | 'state'
  | 'country'
  | 'price'
  | 'currency'
  | 'duration'
  | 'bedrooms'
  | 'bathrooms'
  | 'category'
  | 'property_type'
  | 'owner_id'
  | 'inspected_at'
  | 'price_reduced_at'
> &
  OwnerBadgeDates;

/** The owner's check dates, for a card's trust badges: their ID check, their own agency's business check. */
export interface OwnerBadgeDates {
  owner_identity_verified_at: Date | null;
  owner_business_verified_at: Date | null;
}

// Selected in the card's own query (two key lookups per row) rather than by a second query per page: one
// round trip fewer for every search, list and section.
const OWNER_IDENTITY_SQL = '(SELECT bu.identity_verified_at FROM users bu WHERE bu.id = p.owner_id)';
const OWNER_BUSINESS_SQL = '(SELECT ba.business_verified_at FROM agencies ba WHERE ba.user_id = p.owner_id)';

/** The badge columns of a card row, for a Kysely select over `properties as p`. */
export const CARD_BADGE_COLUMNS = [
  sql.raw<Date | null>(OWNER_IDENTITY_SQL).as('owner_identity_verified_at'),
  sql.raw<Date | null>(OWNER_BUSINESS_SQL).as('owner_business_verified_at'),
] as const;

/** Every column of a card row as one SQL list, for statements written as raw SQL (the search). */
export const CARD_SELECT_SQL = [
  ...CARD_COLUMNS,
  `${OWNER_IDENTITY_SQL} AS owner_identity_verified_at`,
  `${OWNER_BUSINESS_SQL} AS owner_business_verified_at`,
].join(', ');

export async function insertProperty(db: Executor, values: NewProperty): Promise<void> {
  await db.insertInto('properties').values(values).execute();
}

/** The row, locked for the caller's transaction (FOR UPDATE). */
export function lockProperty(db: Executor, id: string): Promise<Property | undefined> {
  return db.selectFrom('properties').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateProperty(db: Executor, id: string, patch: PropertyUpdate): Promise<void> {
  await db.updateTable('properties').set(patch).where('id', '=', id).execute();
}

export async function deleteProperty(db: Executor, id: string): Promise<void> {
  await db.deleteFrom('properties').where('id', '=', id).execute();
}

/** How many listings a user owns, in every state but deleted. */
export async function countOwnedListings(db: Executor, userId: string): Promise<number> {
  const row = await db
    .selectFrom('properties')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('owner_id', '=', userId)
    .where('status', '!=', 'deleted')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether the listing has its place on the map (a listing that does not exist counts as placed: nothing waits). */
export async function isPropertyPlaced(db: Executor, propertyId: string): Promise<boolean> {
  const row = await db
    .selectFrom('properties')
    .select(sql<boolean>`latitude IS NOT NULL`.as('placed'))
    .where('id', '=', propertyId)
    .executeTakeFirst();
  return row?.placed ?? true;
}

/** Title, owner and status of each listing among `ids` that still exists (what an email about them needs). */
export function findPropertyTitles(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('properties')
    .select(['id', 'title', 'owner_id', 'status'])
    .where('id', 'in', ids)
    .orderBy('title')
    .execute();
}

export function findPropertyById(db: Executor, id: string): Promise<Property | undefined> {
  return db.selectFrom('properties').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Published listings as card rows, most viewed or newest first (`id` breaks ties), optionally of one
 * category: each is one walk of an index, never a scan of every listing.
 */
export function listPublishedCards(
  db: Executor,
  order: 'most_viewed' | 'newest',
  limit: number,
  category?: Category,
): Promise<CardRow[]> {
  let query = db
    .selectFrom('properties as p')
    .select(CARD_COLUMNS)
    .select(CARD_BADGE_COLUMNS)
    .where('p.status', '=', 'published');
  if (category) query = query.where('p.category', '=', category);
  query = order === 'most_viewed' ? query.orderBy('p.views', 'desc') : query.orderBy('p.created_at', 'desc');
  return query.orderBy('p.id').limit(limit).execute();
}

/** The published listings among `ids`, as card rows in no particular order (the caller orders them). */
export function listPublishedCardsByIds(db: Executor, ids: readonly string[]): Promise<CardRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('properties as p')
    .select(CARD_COLUMNS)
    .select(CARD_BADGE_COLUMNS)
    .where('p.id', 'in', ids)
    .where('p.status', '=', 'published')
    .execute();
}

/** Published listings with the most counted views over the last `days` days, as card rows. */
export async function listTrendingCards(db: Executor, days: number, limit: number): Promise<CardRow[]> {
  return db
    .selectFrom('property_views as v')
    .innerJoin('properties as p', 'p.id', 'v.property_id')
    .select(CARD_COLUMNS)
    .select(CARD_BADGE_COLUMNS)
    .select((eb) => eb.fn.countAll<string>().as('recent_views'))
    .where('p.status', '=', 'published')
    .where(sql<boolean>`v.day >= CURRENT_DATE - ${days}::int`)
    .groupBy('p.id')
    .orderBy('recent_views', 'desc')
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

/** A published listing's view count; undefined when it is not published. */
export async function findPublishedViews(db: Executor, id: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('properties')
    .select(['id', 'views'])
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst();
  return row?.views;
}

/** Adds one to a listing's view count; answers the new count. */
export async function incrementPropertyViews(db: Executor, id: string): Promise<number> {
  const row = await db
    .updateTable('properties')
    .set((eb) => ({ views: eb('views', '+', 1) }))
    .where('id', '=', id)
    .returning('views')
    .executeTakeFirstOrThrow();
  return row.views;
}

/** Published listings an agent or agency handles: as its agent/agency, or owned by the profile's account. */
function profileListings(db: Executor, kind: 'agent' | 'agency', profile: { id: string; user_id: string }) {
  return db
    .selectFrom('properties as p')
    .where('p.status', '=', 'published')
    .where((eb) =>
      eb.or([
        eb(kind === 'agent' ? 'p.agent_id' : 'p.agency_id', '=', profile.id),
        eb('p.owner_id', '=', profile.user_id),
      ]),
    );
}

/** One page of a profile's listings, newest first, as card rows. */
export function listProfileListings(
  db: Executor,
  kind: 'agent' | 'agency',
  profile: { id: string; user_id: string },
  page: { offset: number; limit: number },
): Promise<CardRow[]> {
  return profileListings(db, kind, profile)
    .select(CARD_COLUMNS)
    .select(CARD_BADGE_COLUMNS)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countProfileListings(
  db: Executor,
  kind: 'agent' | 'agency',
  profile: { id: string; user_id: string },
): Promise<number> {
  const row = await profileListings(db, kind, profile)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Sets a listing's status; publishing it for the first time stamps `published_at`, and every publication
 * counts as a confirmation that it is available (a listing republished after months is not expired at once).
 */
export function setPropertyStatus(
  db: Executor,
  id: string,
  status: 'published' | 'unpublished',
  firstPublication: boolean,
) {
  return db
    .updateTable('properties')
    .set({
      status,
      ...(firstPublication ? { published_at: sql<Date>`now()` } : {}),
      ...(status === 'published' ? { available_confirmed_at: sql<Date>`now()` } : {}),
    })
    .where('id', '=', id)
    .returning(['status', 'published_at'])
    .executeTakeFirstOrThrow();
}

export interface ConsolePropertyFilter {
  id?: OneOrMany<string>;
  q?: string;
  status?: OneOrMany<string>;
  country?: OneOrMany<string>;
  state?: OneOrMany<string>;
  category?: OneOrMany<string>;
  property_type?: OneOrMany<string>;
  owner_id?: string;
  agent_id?: string;
  agency_id?: string;
  application_id?: string;
  geocoded?: boolean;
  price_gte?: number;
  price_lte?: number;
  created_at_gte?: string;
  created_at_lte?: string;
  published_at_gte?: string;
  published_at_lte?: string;
}

/** The console's list of listings, with each owner's name and email. */
export async function listPropertiesForConsole(db: Executor, params: ListParams<ConsolePropertyFilter>) {
  const f = params.filter;
  const query = db
    .selectFrom('properties as p')
    .innerJoin('users as o', 'o.id', 'p.owner_id')
    .selectAll('p')
    .select(['o.first_name as owner_first_name', 'o.last_name as owner_last_name', 'o.email as owner_email'])
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
  return pageAndTotal(query, params, 'p');
}

export async function isPublished(db: Executor, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('properties')
    .select('id')
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst();
  return row !== undefined;
}

/** Published listings of owners who allow search engines, newest first: the sitemap's entries. */
export function listSitemapListings(db: Executor, limit: number) {
  return db
    .selectFrom('properties as p')
    .innerJoin('users as u', 'u.id', 'p.owner_id')
    .select(['p.id', 'p.updated_at'])
    .where('p.status', '=', 'published')
    .where('u.search_engine_inclusion', '=', true)
    .where('u.deleted_at', 'is', null)
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

/** What a published listing's link preview and meta tags show; undefined when it is not published. */
export function findListingPreview(db: Executor, id: string) {
  return db
    .selectFrom('properties as p')
    .leftJoin('users as u', 'u.id', 'p.owner_id')
    .select([
      'p.id',
      'p.title',
      'p.description',
      'p.price',
      'p.currency',
      'p.duration',
      'p.bedrooms',
      'p.bathrooms',
      'p.property_type',
      'p.city',
      'p.state',
      'p.og_image_key',
      'u.search_engine_inclusion',
      'u.deleted_at',
    ])
    .where('p.id', '=', id)
    .where('p.status', '=', 'published')
    .executeTakeFirst();
}

// The geocode worker reads a listing's address and writes its coordinates.

export interface ListingAddress {
  id: string;
  address: string;
  city: string | null;
  state: string;
  stateCode: string;
  country: string;
}

export async function findListingAddress(
  db: Executor,
  propertyId: string,
): Promise<ListingAddress | undefined> {
  const row = await db
    .selectFrom('properties')
    .select(['id', 'address', 'city', 'state', 'state_code', 'country'])
    .where('id', '=', propertyId)
    .executeTakeFirst();
  return row && { ...row, stateCode: row.state_code };
}

export async function setListingCoordinates(
  db: Executor,
  propertyId: string,
  latitude: number,
  longitude: number,
): Promise<void> {
  await db
    .updateTable('properties')
    .set({ latitude, longitude, geocoded_at: new Date() })
    .where('id', '=', propertyId)
    .execute();
}

/** What paying for a listing needs of it. */
export function findPayableListing(db: Executor, id: string) {
  return db
    .selectFrom('properties')
    .select([
      'id',
      'title',
      'price',
      'currency',
      'duration',
      'status',
      'category',
      'owner_id',
      'reservation_deposit',
      'reservation_days',
      'move_in_total',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

const RESERVATION_COLUMNS = [
  'id',
  'owner_id',
  'status',
  'category',
  'currency',
  'reservation_deposit',
  'reservation_days',
] as const;

/** A listing's reservation deposit (minor units) and period, with what deciding who may set them needs. */
export function findReservationTerms(db: Executor, propertyId: string) {
  return db
    .selectFrom('properties')
    .select(RESERVATION_COLUMNS)
    .where('id', '=', propertyId)
    .executeTakeFirst();
}
export type ReservationTerms = NonNullable<Awaited<ReturnType<typeof findReservationTerms>>>;

/** Sets a sale's reservation deposit and period (both null: no deposit offered). */
export function setReservationTerms(
  db: Executor,
  propertyId: string,
  terms: { deposit: number | null; days: number | null },
): Promise<ReservationTerms> {
  return db
    .updateTable('properties')
    .set({ reservation_deposit: terms.deposit, reservation_days: terms.days })
    .where('id', '=', propertyId)
    .returning(RESERVATION_COLUMNS)
    .executeTakeFirstOrThrow();
}
