import type { ApplicationStatus } from '@ile/shared';
import { type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Executor } from '../database';
import {
  allOf,
  type Condition,
  countOf,
  dateRange,
  type ListParams,
  numberRange,
  type OneOrMany,
  oneOrManyOf,
  pageOf,
} from '../list-query';
import type { ListingApplicationImage } from '../schema';
import { textSearch } from '../text-search';

// The console's lists of the four kinds of application: each joins its applicant (u) and decider (d), filters on
// the columns every kind has plus its own, and pages by a sort column the api checked against its whitelist.

/** Filters every kind understands. */
export interface ConsoleApplicationFilter {
  id?: OneOrMany<string>;
  status?: OneOrMany<ApplicationStatus>;
  user_id?: OneOrMany<string>;
  decided_by?: string;
  created_at_gte?: string;
  created_at_lte?: string;
  decided_at_gte?: string;
  decided_at_lte?: string;
  q?: string;
}

/** A page of one kind: `sortColumn` is a whitelisted column of `a` (the application), `u` or `d`. */
export type ConsoleApplicationParams<F> = ListParams<F> & { sortColumn: string };

const PEOPLE = [
  'u.first_name as applicant_first_name',
  'u.last_name as applicant_last_name',
  'u.email as applicant_email',
  'd.first_name as decider_first_name',
  'd.last_name as decider_last_name',
] as const;

function commonConditions(filter: ConsoleApplicationFilter): (Condition | null)[] {
  return [
    oneOrManyOf('a.id', filter.id),
    oneOrManyOf('a.status', filter.status),
    oneOrManyOf('a.user_id', filter.user_id),
    oneOrManyOf('a.decided_by', filter.decided_by),
    ...dateRange('a.created_at', filter.created_at_gte, filter.created_at_lte),
    ...dateRange('a.decided_at', filter.decided_at_gte, filter.decided_at_lte),
  ];
}

async function pageOfKind<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  conditions: (Condition | null)[],
  params: ConsoleApplicationParams<unknown>,
) {
  const filtered = base.where(allOf(conditions));
  const [rows, total] = await Promise.all([
    pageOf(filtered, {
      sortColumn: params.sortColumn,
      order: params.sort.order,
      idColumn: 'a.id',
      offset: params.offset,
      limit: params.limit,
    }).execute(),
    countOf(filtered),
  ]);
  return { rows, total };
}

export interface ConsoleListingApplicationFilter extends ConsoleApplicationFilter {
  country?: OneOrMany<string>;
  state?: OneOrMany<string>;
  category?: OneOrMany<string>;
  property_type?: OneOrMany<string>;
  price_gte?: number;
  price_lte?: number;
  /** true: only applications with at least one duplicate flag; false: only those with none. */
  flagged?: boolean;
}

/** Applications with (or without) a duplicate flag: one probe of listing_flags_application_idx per row. */
function flaggedCondition(flagged: boolean | undefined): Condition | null {
  if (flagged === undefined) return null;
  const exists = sql<SqlBool>`exists (select 1 from listing_flags f where f.application_id = a.id)`;
  return flagged ? exists : sql<SqlBool>`not ${exists}`;
}

/** Listing applications with their applicant, decider and uploaded pictures (in the applicant's order). */
export async function listListingApplicationsForConsole(
  db: Executor,
  params: ConsoleApplicationParams<ConsoleListingApplicationFilter>,
) {
  const f = params.filter;
  const page = await pageOfKind(
    db
      .selectFrom('listing_applications as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .leftJoin('users as d', 'd.id', 'a.decided_by')
      .selectAll('a')
      .select(PEOPLE),
    [
      ...commonConditions(f),
      oneOrManyOf('a.country', f.country),
      oneOrManyOf('a.state_code', f.state),
      oneOrManyOf('a.category', f.category),
      oneOrManyOf('a.property_type', f.property_type),
      ...numberRange('a.price', f.price_gte, f.price_lte),
      flaggedCondition(f.flagged),
      textSearch(
        ['a.title', 'a.address', 'a.city', 'a.state', 'u.email', 'u.first_name', 'u.last_name'],
        f.q,
      ),
    ],
    params,
  );
  const ids = page.rows.map((row) => row.id);
  const [images, flags] = await Promise.all([
    ids.length === 0
      ? ([] as ListingApplicationImage[])
      : db
          .selectFrom('listing_application_images')
          .selectAll()
          .where('application_id', 'in', ids)
          .orderBy('position')
          .execute(),
    listApplicationFlags(db, ids),
  ]);
  return {
    total: page.total,
    rows: page.rows.map((row) => ({
      ...row,
      images: images.filter((image) => image.application_id === row.id),
      flags: flags.filter((flag) => flag.application_id === row.id),
    })),
  };
}

/**
 * The duplicate flags of some applications, as reviewers see them: the other listing's key facts and owner,
 * the application's picture (its private original) and the other listing's (its WebP rendition nearest
 * 640 px wide, null until rendered). Photo flags first, closest first; then address matches, then text by
 * similarity.
 */
export async function listApplicationFlags(db: Executor, applicationIds: readonly string[]) {
  if (applicationIds.length === 0) return [];
  return db
    .selectFrom('listing_flags as f')
    .innerJoin('properties as p', 'p.id', 'f.other_property_id')
    .innerJoin('users as o', 'o.id', 'f.other_owner_id')
    .leftJoin('listing_application_images as ai', 'ai.id', 'f.photo_id')
    .select([
      'f.id',
      'f.application_id',
      'f.kind',
      'f.distance',
      'f.match',
      'f.similarity',
      'f.photo_id',
      'f.other_photo_id',
      'f.other_property_id',
      'f.other_owner_id',
      'f.created_at',
      'ai.original_key as photo_key',
      'p.title',
      'p.status',
      'p.price',
      'p.currency',
      'p.duration',
      'p.address',
      'p.city',
      'p.state',
      'p.country',
      'p.bedrooms',
      'p.bathrooms',
      'p.description',
      'o.first_name as owner_first_name',
      'o.last_name as owner_last_name',
    ])
    .select((eb) =>
      eb
        .selectFrom('property_image_variants as v')
        .select('v.storage_key')
        .whereRef('v.image_id', '=', 'f.other_photo_id')
        .where('v.format', '=', 'webp')
        .orderBy(sql`abs(v.width - 640)`)
        .limit(1)
        .as('other_photo_key'),
    )
    .where('f.application_id', 'in', applicationIds)
    .orderBy(sql`f.kind = 'photo'`, 'desc')
    .orderBy('f.distance', 'asc')
    .orderBy('f.match', 'asc')
    .orderBy('f.similarity', 'desc')
    .orderBy('f.id')
    .execute();
}

export interface ConsoleAgentApplicationFilter extends ConsoleApplicationFilter {
  agency_id?: string;
  /** The applicant's country (ISO code, upper case). */
  country?: string;
}

/** Agent applications with their applicant, decider and the agency they asked to join. */
export function listAgentApplicationsForConsole(
  db: Executor,
  params: ConsoleApplicationParams<ConsoleAgentApplicationFilter>,
) {
  const f = params.filter;
  return pageOfKind(
    db
      .selectFrom('agent_applications as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .leftJoin('users as d', 'd.id', 'a.decided_by')
      .leftJoin('agencies as ag', 'ag.id', 'a.agency_id')
      .selectAll('a')
      .select(PEOPLE)
      .select('ag.agency_name'),
    [
      ...commonConditions(f),
      oneOrManyOf('a.agency_id', f.agency_id),
      oneOrManyOf('u.country', f.country),
      textSearch(['a.first_name', 'a.last_name', 'a.work_email', 'u.email', 'ag.agency_name'], f.q),
    ],
    params,
  );
}

export interface ConsoleAgencyApplicationFilter extends ConsoleApplicationFilter {
  country?: OneOrMany<string>;
  /** Part of the region's name. */
  state?: string;
}

/** Agency applications with their applicant and decider. */
export function listAgencyApplicationsForConsole(
  db: Executor,
  params: ConsoleApplicationParams<ConsoleAgencyApplicationFilter>,
) {
  const f = params.filter;
  return pageOfKind(
    db
      .selectFrom('agency_applications as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .leftJoin('users as d', 'd.id', 'a.decided_by')
      .selectAll('a')
      .select(PEOPLE),
    [
      ...commonConditions(f),
      oneOrManyOf('a.country', f.country),
      f.state ? textSearch(['a.region'], f.state) : null,
      textSearch(['a.agency_name', 'a.work_email', 'a.license_number', 'u.email'], f.q),
    ],
    params,
  );
}

export interface ConsoleStudentApplicationFilter extends ConsoleApplicationFilter {
  proof_type?: string;
  /** Part of the university's name. */
  university?: string;
  /** The applicant's country (ISO code, upper case). */
  country?: string;
}

/** Student applications with their applicant and decider. */
export function listStudentApplicationsForConsole(
  db: Executor,
  params: ConsoleApplicationParams<ConsoleStudentApplicationFilter>,
) {
  const f = params.filter;
  return pageOfKind(
    db
      .selectFrom('student_applications as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .leftJoin('users as d', 'd.id', 'a.decided_by')
      .selectAll('a')
      .select(PEOPLE),
    [
      ...commonConditions(f),
      oneOrManyOf('a.proof_type', f.proof_type),
      f.university ? textSearch(['a.university'], f.university) : null,
      oneOrManyOf('u.country', f.country),
      textSearch(
        ['a.first_name', 'a.last_name', 'a.university', 'a.university_email', 'a.email', 'u.email'],
        f.q,
      ),
    ],
    params,
  );
}
