import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * Case-insensitive substring search over the columns (any matching); LIKE wildcards in the text are literal.
 * Nothing when there is no text. Column names reach SQL only through `sql.ref`, the text only as a parameter.
 * The console's lists and the public agency directory both search this way.
 */
export function textSearch(
  columns: readonly (string | Expression<unknown>)[],
  text: string | null | undefined,
): RawBuilder<SqlBool> | null {
  if (!text) return null;
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`(${sql.join(
    columns.map(
      (column) => sql`(${typeof column === 'string' ? sql.ref(column) : column})::text ilike ${pattern}`,
    ),
    sql` or `,
  )})`;
}
