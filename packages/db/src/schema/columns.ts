import type { ColumnType, Generated, GeneratedAlways } from 'kysely';

// Column types shared by the table interfaces. Selects return what `database.ts`'s type parsers
// produce: NUMERIC and BIGINT as numbers, DATE as 'YYYY-MM-DD' strings, timestamptz as Date.

/** `uuid PRIMARY KEY DEFAULT gen_random_uuid()`. */
export type UuidId = Generated<string>;
/** `bigint GENERATED ALWAYS AS IDENTITY`. */
export type IdentityId = GeneratedAlways<number>;

/** `timestamptz NOT NULL` without a default. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** `timestamptz NOT NULL DEFAULT now()`. */
export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** `timestamptz NULL`. */
export type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** `date NOT NULL DEFAULT CURRENT_DATE`, as 'YYYY-MM-DD'. */
export type DefaultDate = ColumnType<string, string | undefined, string>;

/** `numeric NOT NULL`; written as a number or a decimal string (exact). */
export type Numeric = ColumnType<number, number | string, number | string>;
/** `numeric NULL`. */
export type NullableNumeric = ColumnType<
  number | null,
  number | string | null | undefined,
  number | string | null
>;

/** `text[] NOT NULL DEFAULT '{}'`. */
export type TextArray = ColumnType<string[], string[] | undefined, string[]>;

/** `jsonb NULL`, written as a JSON string (pg would turn a JS array into a Postgres array otherwise). */
export type NullableJson<T> = ColumnType<T | null, string | null | undefined, string | null>;
/** `jsonb NOT NULL DEFAULT '{}'`. */
export type DefaultJson<T> = ColumnType<T, string | undefined, string>;
