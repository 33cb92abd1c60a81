import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';

// Many rows in one statement: each column travels as one array parameter and unnest() zips them back
// into rows. Far fewer round trips and parameters than VALUES lists, inside any Kysely transaction.

export interface BatchColumn {
  name: string;
  /** The Postgres type of one value, e.g. 'uuid', 'text', 'numeric', 'timestamptz', 'text[]'. */
  type: string;
}

export class ColumnBatch<Row extends Record<string, unknown>> {
  private readonly values: unknown[][];
  private size = 0;

  constructor(
    readonly table: keyof Database & string,
    private readonly columns: readonly BatchColumn[],
  ) {
    this.values = columns.map(() => []);
  }

  get length(): number {
    return this.size;
  }

  push(row: Row): void {
    this.columns.forEach((column, i) => {
      const value = row[column.name];
      (this.values[i] as unknown[]).push(
        column.type === 'text[]' && Array.isArray(value) ? arrayLiteral(value as string[]) : (value ?? null),
      );
    });
    this.size++;
  }

  async flush(db: Kysely<Database>): Promise<number> {
    if (this.size === 0) return 0;
    const names = this.columns.map((column) => sql.ref(column.name));
    // Array-typed columns travel as text literals (unnest would flatten a 2-D array) and are cast back.
    const params = this.columns.map(
      (column, i) => sql`${this.values[i]}::${sql.raw(column.type === 'text[]' ? 'text' : column.type)}[]`,
    );
    const selected = this.columns.map((column) =>
      column.type === 'text[]' ? sql`${sql.ref(column.name)}::text[]` : sql.ref(column.name),
    );
    await sql`
      INSERT INTO ${sql.table(this.table)} (${sql.join(names)})
      SELECT ${sql.join(selected)} FROM unnest(${sql.join(params)}) AS u(${sql.join(names)})
    `.execute(db);
    const inserted = this.size;
    for (const column of this.values) column.length = 0;
    this.size = 0;
    return inserted;
  }
}

/** A Postgres array literal of strings: {"a","b \"c\""}. */
export function arrayLiteral(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
