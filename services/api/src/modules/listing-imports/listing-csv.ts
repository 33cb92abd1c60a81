import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type PhotoAddressPolicy, refusalOfPhotoUrl } from '@ile/db/media/photo-address-policy';
import {
  importColumnOf,
  LISTING_IMPORT_COLUMNS,
  LISTING_IMPORT_LIMITS,
  type ListingImportField,
  ListingImportRow,
} from '@ile/shared';
import { parse } from 'csv-parse';
import { BadRequestError } from '../../lib/errors';

/** A CSV row after the checks: its cells by field, and its errors by CSV column (null: ready to import). */
export interface CheckedRow {
  rowNumber: number;
  title: string | null;
  cells: Record<string, string>;
  errors: Record<string, string[]> | null;
  photoCount: number;
}

const FIELD_OF = new Map(LISTING_IMPORT_COLUMNS.map(({ column, field }) => [column, field]));
/** Chunks handed to the parser: one chunk's records are parsed before the event loop turns. */
const CHUNK_BYTES = 8 * 1024;
/** Rows validated between two turns of the event loop, so a 500-row file never holds it for long. */
const ROWS_PER_TURN = 5;

const fileError = (message: string) => new BadRequestError(message, { file: [message] });

/** The header's fields, or a refusal naming the columns the template does not have. */
function fieldsOfHeader(header: string[]): ListingImportField[] {
  const names = header.map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !FIELD_OF.has(name));
  if (unknown.length > 0) {
    const shown = unknown.slice(0, 5).map((name) => `"${name.slice(0, 40)}"`);
    throw fileError(
      `Unknown column${unknown.length > 1 ? 's' : ''} ${shown.join(', ')}${unknown.length > 5 ? '…' : ''}: ` +
        'use the columns of the template',
    );
  }
  const repeated = names.find((name, i) => names.indexOf(name) !== i);
  if (repeated) throw fileError(`The column "${repeated}" appears twice`);
  if (!names.includes('title')) throw fileError('The file has no "title" column: use the template');
  return names.map((name) => FIELD_OF.get(name) as ListingImportField);
}

/** A row's errors by CSV column, from the wizard's schema and the photo address checks. */
function checkRow(
  cells: Record<string, string>,
  extraCells: number,
  policy: PhotoAddressPolicy,
): { errors: Record<string, string[]> | null; photoCount: number } {
  const errors: Record<string, string[]> = {};
  const add = (column: string, message: string) => {
    const list = errors[column] ?? [];
    if (!list.includes(message)) list.push(message);
    errors[column] = list;
  };
  if (extraCells > 0)
    add('row', `The row has ${extraCells} more cell${extraCells > 1 ? 's' : ''} than the header`);
  const result = ListingImportRow.safeParse(cells);
  let photoCount = 0;
  if (result.success) {
    photoCount = result.data.photoUrls.length;
    result.data.photoUrls.forEach((url, index) => {
      const refusal = refusalOfPhotoUrl(url, policy);
      if (refusal) add('photo_urls', `Photo ${index + 1} ${refusal}`);
    });
  } else {
    for (const issue of result.error.issues) {
      const [field, index] = issue.path;
      const column = field === undefined ? 'row' : importColumnOf(String(field));
      add(
        column,
        field === 'photoUrls' && typeof index === 'number'
          ? `Photo ${index + 1}: ${issue.message}`
          : issue.message,
      );
    }
  }
  return { errors: Object.keys(errors).length > 0 ? errors : null, photoCount };
}

/**
 * Reads a listings CSV (streamed through csv-parse, a few kilobytes at a time) and checks every row with the
 * listing wizard's schema. What is wrong with the file as a whole (not CSV, unknown columns, over the row
 * limit, no rows) is a 400 naming it; what is wrong with a row is that row's errors.
 */
export async function checkListingCsv(data: Buffer, policy: PhotoAddressPolicy): Promise<CheckedRow[]> {
  if (data.length > LISTING_IMPORT_LIMITS.maxFileBytes)
    throw fileError(`The file is larger than ${LISTING_IMPORT_LIMITS.maxFileBytes / (1024 * 1024)} MB`);
  if (data.includes(0)) throw fileError('This is not a CSV file (it holds binary data)');
  const parser = parse({
    bom: true,
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    max_record_size: 256 * 1024,
  });
  const source = Readable.from(
    (function* () {
      for (let offset = 0; offset < data.length; offset += CHUNK_BYTES)
        yield data.subarray(offset, offset + CHUNK_BYTES);
    })(),
  );
  source.pipe(parser);
  const rows: CheckedRow[] = [];
  let fields: ListingImportField[] | undefined;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!fields) {
        fields = fieldsOfHeader(record);
        continue;
      }
      if (rows.length >= LISTING_IMPORT_LIMITS.maxRows)
        throw fileError(`The file has more than ${LISTING_IMPORT_LIMITS.maxRows} rows: split it`);
      const cells: Record<string, string> = {};
      fields.forEach((field, i) => {
        const value = record[i];
        if (value !== undefined && value !== '') cells[field] = value;
      });
      const { errors, photoCount } = checkRow(cells, Math.max(0, record.length - fields.length), policy);
      const title = cells.title ? cells.title.slice(0, 200) : null;
      rows.push({ rowNumber: rows.length + 1, title, cells, errors, photoCount });
      if (rows.length % ROWS_PER_TURN === 0) await nextTurn();
    }
  } catch (error) {
    if (error instanceof BadRequestError) throw error;
    const reason = (error as { code?: string; message?: string }).message ?? 'it could not be read';
    throw fileError(`This is not a readable CSV file: ${reason.slice(0, 200)}`);
  } finally {
    source.destroy();
    parser.destroy();
  }
  if (!fields) throw fileError('The file is empty: start from the template');
  if (rows.length === 0) throw fileError('The file has a header but no listings');
  return rows;
}
