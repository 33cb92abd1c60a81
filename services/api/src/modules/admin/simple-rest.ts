import type { ListParams, SortOrder } from '@ile/db/list-query';
import { IdSchema } from '@ile/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { BadRequestError, NotFoundError } from '../../lib/errors';

/**
 * The `ra-data-simple-rest` dialect the console speaks, in one place:
 *   GET /api/admin/<resource>?sort=["field","ASC"]&range=[0,24]&filter={"q":"..."}
 * answers a bare JSON array with `Content-Range: <resource> 0-24/319`. getMany is the same call with
 * `filter={"id":[...]}` and no range. Anything malformed is a 400 `fail` naming the parameter; nothing runs.
 */

/** The most rows one call may ask for (react-admin's export asks for 1000). */
export const MAX_PAGE_SIZE = 1000;
/** Deeper pages than this are refused: OFFSET that far scans too much; narrow the filter instead. */
export const MAX_OFFSET = 1_000_000;
const DEFAULT_PAGE_SIZE = 25;

/** The raw query string; each part is JSON, parsed below. */
export const ListQuerystring = z.object({
  sort: z
    .string()
    .max(200)
    .optional()
    .meta({ description: 'JSON ["field","ASC"|"DESC"]; the fields each resource sorts by are listed' }),
  range: z
    .string()
    .max(100)
    .optional()
    .meta({ description: `JSON [first,last], zero-based and inclusive, at most ${MAX_PAGE_SIZE} rows` }),
  filter: z
    .string()
    .max(20_000)
    .optional()
    .meta({ description: 'JSON object of filters, e.g. {"q":"lekki","status":"pending"}' }),
  embed: z.string().max(200).optional().meta({ description: 'Ignored (records are always complete)' }),
});
export type ListQuerystring = z.infer<typeof ListQuerystring>;

/**
 * One record by id through its resource's own list query, so a record reads the same in a list and alone.
 * Throws a 404 with `notFound` when there is none.
 */
export async function oneById<F, R>(
  list: (params: ListParams<F>) => Promise<{ rows: R[] }>,
  sort: ListParams<F>['sort'],
  filter: F,
  notFound: string,
): Promise<R> {
  const { rows } = await list({ sort, offset: 0, limit: 1, filter });
  if (!rows[0]) throw new NotFoundError(notFound);
  return rows[0];
}

export interface ListSpec<S extends z.ZodType> {
  /** The fields a list may be sorted by (react-admin sorts by `id` unless told otherwise). */
  sortFields: readonly string[];
  defaultSort: { field: string; order: SortOrder };
  /** The filters the resource understands; unknown keys are refused. */
  filter: S;
}

/** `{"id": "…"}` or `{"id": ["…", …]}`: getOne-by-filter and getMany. */
export const IdFilter = z.union([IdSchema, z.array(IdSchema).max(MAX_PAGE_SIZE)]);
/** Free-text search (`q`), trimmed; empty means no search. */
export const SearchFilter = z.string().trim().max(200);
/** A value or a list of values (react-admin's SelectArrayInput sends a list). */
export const oneOrMany = <T extends z.ZodType>(schema: T) => z.union([schema, z.array(schema).max(50)]);
/** A day ('2026-05-01') or an instant; `_lte` with a day includes the whole day. */
export const DateBound = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/** The filter keys every list accepts: `id` (getMany) and `q` (search). */
export const baseFilter = { id: IdFilter.optional(), q: SearchFilter.optional() };

const SortTuple = z.tuple([z.string().min(1).max(64), z.string()]);
const RangeTuple = z.tuple([z.number().int(), z.number().int()]);

function parseJson(name: string, raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new BadRequestError(`Invalid ${name}: not valid JSON`, { [name]: ['is not valid JSON'] });
  }
}

function issuesOf(name: string, error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = [name, ...issue.path.map(String)].join('.');
    const list = errors[key] ?? [];
    list.push(issue.message);
    errors[key] = list;
  }
  return errors;
}

function parseSort(raw: string | undefined, spec: ListSpec<z.ZodType>): ListParams<unknown>['sort'] {
  if (raw === undefined) return spec.defaultSort;
  const parsed = SortTuple.safeParse(parseJson('sort', raw));
  if (!parsed.success)
    throw new BadRequestError('Invalid sort: expected ["field","ASC"] or ["field","DESC"]', {
      sort: ['must be ["field","ASC"|"DESC"]'],
    });
  const [field, order] = parsed.data;
  const upper = order.toUpperCase();
  if (upper !== 'ASC' && upper !== 'DESC')
    throw new BadRequestError('Invalid sort: the order must be ASC or DESC', {
      sort: ['must be ASC or DESC'],
    });
  if (!spec.sortFields.includes(field))
    throw new BadRequestError(
      `Invalid sort: cannot sort by ${field}; sort by ${spec.sortFields.join(', ')}`,
      {
        sort: [`cannot sort by ${field}`],
      },
    );
  return { field, order: upper === 'ASC' ? 'asc' : 'desc' };
}

function parseRange(raw: string | undefined): { offset: number; limit: number } | null {
  if (raw === undefined) return null;
  const parsed = RangeTuple.safeParse(parseJson('range', raw));
  if (!parsed.success)
    throw new BadRequestError('Invalid range: expected [first,last] as whole numbers', {
      range: ['must be [first,last]'],
    });
  const [first, last] = parsed.data;
  const problem =
    first < 0
      ? 'the first row cannot be negative'
      : last < first
        ? 'the last row comes before the first'
        : last - first + 1 > MAX_PAGE_SIZE
          ? `at most ${MAX_PAGE_SIZE} rows per call`
          : first > MAX_OFFSET
            ? `cannot start beyond row ${MAX_OFFSET}; narrow the filter`
            : null;
  if (problem) throw new BadRequestError(`Invalid range: ${problem}`, { range: [problem] });
  return { offset: first, limit: last - first + 1 };
}

/** Parses sort, range and filter against the resource's spec; throws a 400 for anything malformed. */
export function parseListQuery<S extends z.ZodType>(
  query: ListQuerystring,
  spec: ListSpec<S>,
): ListParams<z.output<S>> {
  const sort = parseSort(query.sort, spec);
  const range = parseRange(query.range);
  const rawFilter = query.filter === undefined ? {} : parseJson('filter', query.filter);
  const filter = spec.filter.safeParse(rawFilter ?? {});
  if (!filter.success) {
    const errors = issuesOf('filter', filter.error);
    const [field, messages] = Object.entries(errors)[0] ?? ['filter', ['is invalid']];
    throw new BadRequestError(`Invalid filter: ${field} ${messages[0]}`, errors);
  }
  // getMany sends no range: it gets every id it named (at most MAX_PAGE_SIZE).
  const namesIds = (filter.data as { id?: unknown } | null)?.id !== undefined;
  const page = range ?? { offset: 0, limit: namesIds ? MAX_PAGE_SIZE : DEFAULT_PAGE_SIZE };
  return { sort, offset: page.offset, limit: page.limit, filter: filter.data };
}

/** `Content-Range: <resource> <first>-<last>/<total>` (`*` when the page is empty), the way simple-rest reads it. */
export function contentRange(resource: string, offset: number, count: number, total: number): string {
  return count === 0 ? `${resource} */${total}` : `${resource} ${offset}-${offset + count - 1}/${total}`;
}

/** Sends a list page: the bare array and its Content-Range. */
export function sendList<T>(
  reply: FastifyReply,
  resource: string,
  page: { offset: number },
  result: { rows: T[]; total: number },
): T[] {
  reply.header('content-range', contentRange(resource, page.offset, result.rows.length, result.total));
  return result.rows;
}

/** A list filter schema: the base keys plus the resource's own, unknown keys refused. */
export function filterSchema<T extends z.ZodRawShape>(shape: T) {
  // A resource may redefine a base key (the audit log's ids are numbers).
  return z.strictObject({ ...baseFilter, ...shape } as Omit<typeof baseFilter, keyof T> & T);
}

/** The ids a getMany asked for, as a list (or undefined when the filter names none). */
export function idsOf(id: string | string[] | undefined): string[] | undefined {
  if (id === undefined) return undefined;
  return Array.isArray(id) ? id : [id];
}
