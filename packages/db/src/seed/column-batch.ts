import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';

// Many rows in one statement: each column travels as one array parameter and unnest() zips them back
// into rows. Far fewer round trips and parameters than VALUES lists, inside any Kysely transaction.
// Values are encoded into the array literal as rows are pushed, so that work overlaps the database
// inserting the previous batch instead of happening while it waits.

export interface BatchColumn {
  name: string;
  /** The Postgres type of one value, e.g. 'uuid', 'text', 'numeric', 'timestamptz', 'text[]'. */
  type: string;
}

type Value = string | number | boolean | Date | readonly string[] | null | undefined;

export class ColumnBatch<Row extends { [column: string]: Value }> {
  private readonly elements: string[][];
  private size = 0;

  constructor(
    readonly table: keyof Database & string,
    private readonly columns: readonly BatchColumn[],
  ) {
    this.elements = columns.map(() => []);
  }

  get length(): number {
    return this.size;
  }

  push(row: Row): void {
    for (let i = 0; i < this.columns.length; i++) {
      (this.elements[i] as string[]).push(arrayElement(row[(this.columns[i] as BatchColumn).name]));
    }
    this.size++;
  }

  async flush(db: Kysely<Database>): Promise<number> {
    if (this.size === 0) return 0;
    const names = this.columns.map((column) => sql.ref(column.name));
    // Array-typed columns travel as text elements (unnest would flatten a 2-D array) and are cast back.
    const params = this.columns.map(
      (column, i) =>
        sql`${`{${(this.elements[i] as string[]).join(',')}}`}::${sql.raw(column.type === 'text[]' ? 'text' : column.type)}[]`,
    );
    const selected = this.columns.map((column) =>
      column.type === 'text[]' ? sql`${sql.ref(column.name)}::text[]` : sql.ref(column.name),
    );
    await sql`
      INSERT INTO ${sql.table(this.table)} (${sql.join(names)})
      SELECT ${sql.join(selected)} FROM unnest(${sql.join(params)}) AS u(${sql.join(names)})
    `.execute(db);
    const inserted = this.size;
    for (const column of this.elements) column.length = 0;
    this.size = 0;
    return inserted;
  }
}

/** One element of a Postgres array literal. */
function arrayElement(value: Value): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return quote(arrayLiteral(value));
  return quote(value as string);
}

function quote(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** A Postgres array literal of strings: {"a","b \"c\""}. */
export function arrayLiteral(items: readonly string[]): string {
  return `{${items.map(quote).join(',')}}`;
}
