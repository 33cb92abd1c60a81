import { z } from 'zod';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants/pagination';

/** What a query-string parser hands over for one parameter. */
type QueryValue = string | number | boolean | readonly string[] | null | undefined;

const isBlankQuery = (value: QueryValue): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.every((item) => item.trim() === ''));

/**
 * An optional query parameter. Query values arrive as strings; an empty one means "no filter" and becomes
 * undefined rather than an error (decisions.md: empty filters are ignored).
 */
export function queryParam<T extends z.ZodType>(schema: T) {
  return z.preprocess((value: QueryValue) => (isBlankQuery(value) ? undefined : value), schema.optional());
}

export const queryInt = (min = 0, max = Number.MAX_SAFE_INTEGER) =>
  queryParam(z.coerce.number({ error: 'Expected a whole number' }).int().min(min).max(max));

export const queryNumber = (min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) =>
  queryParam(z.coerce.number({ error: 'Expected a number' }).min(min).max(max));

export const queryText = (max = 200) => queryParam(z.string().trim().max(max));

export const queryEnum = <const T extends readonly string[]>(values: T) => queryParam(z.enum(values));

/** 'true'/'1' and 'false'/'0'. */
export const queryBoolean = () =>
  queryParam(
    z.union([
      z.boolean(),
      z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1'),
    ]),
  );

/** A list given as 'a,b' or as repeated parameters; blanks dropped. */
export const queryList = (max = 20) =>
  queryParam(
    z
      .union([z.string(), z.array(z.string())])
      .transform((value) =>
        (Array.isArray(value) ? value : value.split(','))
          .map((item) => item.trim())
          .filter((item) => item !== ''),
      )
      .pipe(z.array(z.string().max(100)).max(max)),
  );

/** `page` from 1, `size` 1..50 (default 10); both arrive as strings. */
export const PaginationQuery = z.object({
  page: z.preprocess(
    (value: QueryValue) => (isBlankQuery(value) ? undefined : value),
    z.coerce.number().int().min(1).default(DEFAULT_PAGE),
  ),
  size: z.preprocess(
    (value: QueryValue) => (isBlankQuery(value) ? undefined : value),
    z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  ),
});
export type PaginationQuery = z.infer<typeof PaginationQuery>;

/** A page of items under the spec's key, e.g. `paginated('agent', AgentCardSchema)`. */
export function paginated<K extends string, T extends z.ZodType>(key: K, item: T) {
  const shape = {
    [key]: z.array(item),
    totalItems: z.number().int().min(0),
    totalPages: z.number().int().min(0),
  } as Record<K, z.ZodArray<T>> & { totalItems: z.ZodNumber; totalPages: z.ZodNumber };
  return z.object(shape);
}

/** totalPages for a count and page size (0 when there is nothing). */
export const pageCount = (totalItems: number, size: number): number =>
  size > 0 ? Math.ceil(totalItems / size) : 0;
