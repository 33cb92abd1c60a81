import { z } from 'zod';
import { LISTING_COUNTRIES } from '../constants/countries';
import {
  ALERT_FREQUENCIES,
  SAVED_SEARCH_FILTER_KEYS,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearchFilterKey,
} from '../constants/discovery';
import { IdSchema, TimestampSchema } from './common';
import { PropertyCardSchema } from './property';
import { SearchPropertiesQuery } from './search';

export const AlertFrequencySchema = z.enum(ALERT_FREQUENCIES);

/** One filter's value as a URL carries it; numbers and booleans are accepted and kept as text. */
const filterValue = z
  .union([z.string().max(200), z.number(), z.boolean()])
  .transform((value) => String(value).trim());

/**
 * A saved search's filters, as the search page's URL gives them (`keyWord`, `state`, `bbox`, ...). Unknown
 * parameters are dropped, empty ones too; each kept one must be one the search accepts (the same parser as
 * GET /property/search), so a malformed one is a 400 naming it. The saved state must be a state or district
 * we know, and a map area must touch one of the two countries: a search that can never match is refused.
 */
export const SavedSearchFiltersSchema = z
  .object(
    Object.fromEntries(SAVED_SEARCH_FILTER_KEYS.map((key) => [key, filterValue.optional()])) as Record<
      SavedSearchFilterKey,
      z.ZodOptional<typeof filterValue>
    >,
  )
  .transform((raw) => {
    const kept: Partial<Record<SavedSearchFilterKey, string>> = {};
    for (const key of SAVED_SEARCH_FILTER_KEYS) {
      const value = raw[key];
      if (value !== undefined && value !== '') kept[key] = value;
    }
    return kept;
  })
  .superRefine((filters, ctx) => {
    const parsed = SearchPropertiesQuery.safeParse(filters);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
      return;
    }
    if (
      parsed.data.country !== undefined &&
      !(LISTING_COUNTRIES as readonly string[]).includes(parsed.data.country)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['country'],
        message: 'Expected NG (Nigeria) or SL (Sierra Leone)',
      });
    }
    if (parsed.data.state !== undefined && parsed.data.stateCode === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['state'],
        message: 'Expected a state or district of Nigeria or Sierra Leone',
      });
    }
    if (parsed.data.bbox === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['bbox'],
        message: 'The map area is outside Nigeria and Sierra Leone',
      });
    }
  });
export type SavedSearchFilters = z.output<typeof SavedSearchFiltersSchema>;

const name = z
  .string()
  .trim()
  .min(1, 'Give the search a name')
  .max(SAVED_SEARCH_NAME_MAX, `At most ${SAVED_SEARCH_NAME_MAX} characters`);

/** POST /api/v1/saved-searches. */
export const CreateSavedSearchBody = z.object({
  name,
  filters: SavedSearchFiltersSchema,
  frequency: AlertFrequencySchema.default('instant'),
});
export type CreateSavedSearchBody = z.infer<typeof CreateSavedSearchBody>;

/** PATCH /api/v1/saved-searches/{id}: any of these; nothing else changes. */
export const UpdateSavedSearchBody = z
  .object({
    name: name.optional(),
    filters: SavedSearchFiltersSchema.optional(),
    frequency: AlertFrequencySchema.optional(),
    paused: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send at least one of name, filters, frequency or paused',
  });
export type UpdateSavedSearchBody = z.infer<typeof UpdateSavedSearchBody>;

export const SavedSearchIdParams = z.object({ id: IdSchema });

export const SavedSearchSchema = z.object({
  id: IdSchema,
  name: z.string(),
  filters: z.record(z.string(), z.string()),
  frequency: AlertFrequencySchema,
  paused: z.boolean(),
  /** Listings matched since the owner last looked at this search's matches. */
  newMatches: z.number().int().min(0),
  /** The search page's path with these filters ('/properties?state=Lagos&...'). */
  searchPath: z.string(),
  lastSeenAt: TimestampSchema,
  createdAt: TimestampSchema,
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;
export const SavedSearchesResponse = z.array(SavedSearchSchema);

/** GET /api/v1/saved-searches/{id}/matches: what matched since last seen, newest first (then marked seen). */
export const SavedSearchMatchesResponse = z.object({
  savedSearch: SavedSearchSchema,
  matches: z.array(
    z.object({
      matchedAt: TimestampSchema,
      reason: z.enum(['published', 'price_dropped']),
      property: PropertyCardSchema,
    }),
  ),
});
export type SavedSearchMatchesResponse = z.infer<typeof SavedSearchMatchesResponse>;

/** POST /api/v1/saved-searches/unsubscribe: the signed token of an alert email's link. */
export const UnsubscribeAlertsBody = z.object({ token: z.string().min(1).max(300) });
export const UnsubscribeAlertsQuery = z.object({ token: z.string().min(1).max(300).optional() });
export const UnsubscribeAlertsResponse = z.object({ name: z.string(), frequency: AlertFrequencySchema });

/** The search page's path for these filters, as the site's links and the alert emails' "see all" use it. */
export function savedSearchPath(filters: Record<string, string>): string {
  // In the filters' own order (PostgreSQL's jsonb keeps keys in its own), so links read alike everywhere.
  const query = new URLSearchParams(
    SAVED_SEARCH_FILTER_KEYS.flatMap((key): [string, string][] => {
      const value = filters[key];
      return value ? [[key, value]] : [];
    }),
  ).toString();
  return query ? `/properties?${query}` : '/properties';
}
