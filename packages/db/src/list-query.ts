import { type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';

export type SortOrder = 'asc' | 'desc';

/** One page of a filtered list: the sort column (already checked against a whitelist), the window, the filters. */
export interface ListParams<F> {
  sort: { field: string; order: SortOrder };
  offset: number;
  limit: number;
  filter: F;
}

/** A page of rows and how many rows the filtered list has in all. */
export interface ListPage<R> {
  rows: R[];
  total: number;
}

/**
 * SQL pieces the console's lists share. Column names reach SQL only through `sql.ref` and only after the
 * simple-rest parser checked them against a resource's whitelist; values are always bound parameters.
 */
export type Condition = RawBuilder<SqlBool>;
type Maybe<T> = T | null | undefined;
/** A filter given as one value or a list of them. */
export type OneOrMany<T> = T | T[];

export const equals = (column: string, value: unknown): Condition =>
  sql<SqlBool>`${sql.ref(column)} = ${value}`;

export function inList(column: string, values: readonly unknown[]): Condition {
  if (values.length === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`${sql.ref(column)} in (${sql.join(values)})`;
}

/** `column = value`, or `column IN (...)` for a list; nothing when the filter was not given. */
export function oneOrManyOf<T>(column: string, value: Maybe<T | T[]>): Condition | null {
  if (value === undefined || value === null) return null;
  return Array.isArray(value) ? inList(column, value) : equals(column, value);
}

/** `column IS NULL` when `isNull`, `IS NOT NULL` otherwise; nothing when not given. */
export function nullness(column: string, isNull: Maybe<boolean>): Condition | null {
  if (isNull === undefined || isNull === null) return null;
  return isNull ? sql<SqlBool>`${sql.ref(column)} is null` : sql<SqlBool>`${sql.ref(column)} is not null`;
}

const isDay = (bound: string) => /^\d{4}-\d{2}-\d{2}$/.test(bound);

/** `column >= from` and `column <= to`; a day as `to` includes that whole day. */
export function dateRange(column: string, from: Maybe<string>, to: Maybe<string>): Condition[] {
  const conditions: Condition[] = [];
  if (from) conditions.push(sql<SqlBool>`${sql.ref(column)} >= ${from}::timestamptz`);
  if (to) {
    conditions.push(
      isDay(to)
        ? sql<SqlBool>`${sql.ref(column)} < (${to}::date + interval '1 day')`
        : sql<SqlBool>`${sql.ref(column)} <= ${to}::timestamptz`,
    );
  }
  return conditions;
}

/** `column >= min` and `column <= max` for numbers. */
export function numberRange(column: string, min: Maybe<number>, max: Maybe<number>): Condition[] {
  const conditions: Condition[] = [];
  if (min !== undefined && min !== null) conditions.push(sql<SqlBool>`${sql.ref(column)} >= ${min}`);
  if (max !== undefined && max !== null) conditions.push(sql<SqlBool>`${sql.ref(column)} <= ${max}`);
  return conditions;
}

/** Every condition ANDed; `true` when there are none. */
export function allOf(conditions: readonly Maybe<Condition>[]): Condition {
  const present = conditions.filter((condition): condition is Condition => Boolean(condition));
  if (present.length === 0) return sql<SqlBool>`true`;
  return sql<SqlBool>`(${sql.join(present, sql` and `)})`;
}

/** How many rows the filtered query has. */
export async function countOf<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row = await query.clearSelect().select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow();
  return Number((row as { total: string }).total);
}

/** One page, ordered by the sort column then the id (a stable order: no row repeats or goes missing). */
export function pageOf<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  page: { sortColumn: string; order: SortOrder; idColumn: string; offset: number; limit: number },
): SelectQueryBuilder<DB, TB, O> {
  const direction = page.order === 'asc' ? sql`asc` : sql`desc`;
  let ordered = query.orderBy(sql`${sql.ref(page.sortColumn)} ${direction} nulls last`);
  if (page.sortColumn !== page.idColumn)
    ordered = ordered.orderBy(sql`${sql.ref(page.idColumn)} ${direction}`);
  return ordered.limit(page.limit).offset(page.offset);
}

/**
 * A console list's page and its filtered total: sorted by `<alias>.<sort field>`, then by `<alias>.id` so the
 * order is stable, and counted with the same filters.
 */
export async function pageAndTotal<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  params: ListParams<unknown>,
  alias: string,
) {
  const [rows, total] = await Promise.all([
    pageOf(query, {
      sortColumn: `${alias}.${params.sort.field}`,
      order: params.sort.order,
      idColumn: `${alias}.id`,
      offset: params.offset,
      limit: params.limit,
    }).execute(),
    countOf(query),
  ]);
  return { rows, total };
}
