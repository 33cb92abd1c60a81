import type { Db } from '@ile/db';
import type { ListParams } from '@ile/db/list-query';
import {
  APPLICATION_STATUSES,
  type ApplicationKind,
  DEFAULT_COUNTRY,
  IdSchema,
  type ListingCountry,
} from '@ile/shared';
import { z } from 'zod';
import { reviewWait } from '../review-wait';
import { fullName, iso, isoOrNull } from '../schemas';
import { DateBound, oneOrMany } from '../simple-rest';

// What the four application kinds share: filters, sorts, the applicant and decider's record fields.

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
  /** Whose public holidays count: the listing's or agency's country; Nigeria for the others. */
  country?: ListingCountry | null;
}

export function commonRecord(row: PeopleRow, now = new Date()) {
  const country = row.country ?? DEFAULT_COUNTRY;
  return {
    ...reviewWait(row.created_at, row.decided_at, country, now),
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

/** The repository's page parameters: the api's whitelisted sort field turned into its column. */
export function withSortColumn<F>(params: ListParams<F>, sorts: Record<string, string>) {
  return { ...params, sortColumn: sorts[params.sort.field] ?? 'a.created_at' };
}

export const DEFAULT_APPLICATION_SORT = { field: 'created_at', order: 'desc' } as const;
