import type { Db } from '@ile/db';
import {
  allOf,
  type Condition,
  countOf,
  dateRange,
  type ListParams,
  oneOrManyOf,
  pageOf,
} from '@ile/db/list-query';
import { APPLICATION_STATUSES, type ApplicationKind, IdSchema } from '@ile/shared';
import type { SelectQueryBuilder } from 'kysely';
import { z } from 'zod';
import { fullName, iso, isoOrNull } from '../schemas';
import { DateBound, oneOrMany } from '../simple-rest';

// What the four application kinds share: filters, sorts, the applicant and decider, the paged query.

/** Filters every kind understands. */
export const commonFilters = {
  status: oneOrMany(z.enum(APPLICATION_STATUSES)).optional(),
  user_id: oneOrMany(IdSchema).optional(),
  decided_by: IdSchema.optional(),
  created_at_gte: DateBound.optional(),
  created_at_lte: DateBound.optional(),
  decided_at_gte: DateBound.optional(),
  decided_at_lte: DateBound.optional(),
};
type CommonFilter = {
  id?: string | string[];
  status?: string | string[];
  user_id?: string | string[];
  decided_by?: string;
  created_at_gte?: string;
  created_at_lte?: string;
  decided_at_gte?: string;
  decided_at_lte?: string;
};

export const commonConditions = (filter: CommonFilter): Condition[] =>
  [
    oneOrManyOf('a.id', filter.id),
    oneOrManyOf('a.status', filter.status),
    oneOrManyOf('a.user_id', filter.user_id),
    oneOrManyOf('a.decided_by', filter.decided_by),
    ...dateRange('a.created_at', filter.created_at_gte, filter.created_at_lte),
    ...dateRange('a.decided_at', filter.decided_at_gte, filter.decided_at_lte),
  ].filter((condition): condition is Condition => Boolean(condition));

/** Sort fields every kind has, with the column each one orders by. */
export const commonSorts = {
  id: 'a.id',
  created_at: 'a.created_at',
  updated_at: 'a.updated_at',
  decided_at: 'a.decided_at',
  status: 'a.status',
  applicant_name: 'u.last_name',
  applicant_email: 'u.email',
} as const;

/** The applicant and decider columns every kind's query selects. */
export const PEOPLE = [
  'u.first_name as applicant_first_name',
  'u.last_name as applicant_last_name',
  'u.email as applicant_email',
  'd.first_name as decider_first_name',
  'd.last_name as decider_last_name',
] as const;
interface PeopleRow {
  id: string;
  status: 'pending' | 'successful' | 'unsuccessful';
  user_id: string;
  decided_by: string | null;
  decided_at: Date | null;
  rejection_reason: string | null;
  created_at: Date;
  updated_at: Date;
  applicant_first_name: string;
  applicant_last_name: string;
  applicant_email: string;
  decider_first_name: string | null;
  decider_last_name: string | null;
}

export function commonRecord(row: PeopleRow) {
  return {
    id: row.id,
    status: row.status,
    user_id: row.user_id,
    applicant_name: fullName(row.applicant_first_name, row.applicant_last_name) ?? '',
    applicant_email: row.applicant_email,
    decided_by: row.decided_by,
    decided_by_name: fullName(row.decider_first_name, row.decider_last_name),
    decided_at: isoOrNull(row.decided_at),
    rejection_reason: row.rejection_reason,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export interface KindSpec<F extends z.ZodType = z.ZodType, R = unknown> {
  kind: ApplicationKind;
  /** The console resource: `<kind>-applications`. */
  resource: `${ApplicationKind}-applications`;
  filter: F;
  sorts: Record<string, string>;
  record: z.ZodType<R>;
  list(db: Db, params: ListParams<z.output<F>>): Promise<{ rows: R[]; total: number }>;
}

export async function runList<DB, TB extends keyof DB, O, R>(
  base: SelectQueryBuilder<DB, TB, O>,
  conditions: readonly (Condition | null)[],
  params: ListParams<unknown>,
  sorts: Record<string, string>,
  toRecords: (rows: O[]) => Promise<R[]>,
): Promise<{ rows: R[]; total: number }> {
  const filtered = base.where(allOf(conditions));
  const [rows, total] = await Promise.all([
    pageOf(filtered, {
      sortColumn: sorts[params.sort.field] ?? 'a.created_at',
      order: params.sort.order,
      idColumn: 'a.id',
      offset: params.offset,
      limit: params.limit,
    }).execute(),
    countOf(filtered),
  ]);
  return { rows: await toRecords(rows), total };
}

export const DEFAULT_APPLICATION_SORT = { field: 'created_at', order: 'desc' } as const;
