import { LISTING_IMPORT_COLUMNS } from '../contracts/listing-import';

/** Test helpers for the bulk import: CSV files built from cells by column (not exported from the package). */

const quoted = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A CSV with the given columns (default: every template column) and rows of cells by column name. */
export function csvOf(
  rows: readonly Record<string, string>[],
  columns: readonly string[] = LISTING_IMPORT_COLUMNS.map(({ column }) => column),
): string {
  const lines = [columns.map(quoted).join(',')];
  for (const row of rows) lines.push(columns.map((column) => quoted(row[column] ?? '')).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** A valid row (a Lagos flat), its photos at the given URLs; `n` varies the title and address. */
export function importRowCells(n: number, photoUrls: readonly string[]): Record<string, string> {
  return {
    title: `Imported flat ${n}`,
    price: String(1_200_000 + n * 1000),
    currency: 'NGN',
    duration: 'year',
    description: `A bright two-bedroom flat, number ${n}, close to the lagoon.`,
    address: `${n} Admiralty Way`,
    country: 'NG',
    state: 'LA',
    city: 'Lekki',
    category: 'rental',
    property_type: 'residential',
    parking: 'Attached Garage',
    heating_type: 'None',
    cooling_type: 'Central Air',
    basement: 'None',
    exterior_features: 'Balcony',
    flooring_type: 'Tile',
    occupancy: 'Vacant',
    ownership_type: 'Owned',
    bedrooms: '2',
    bathrooms: '2',
    amenities: 'Schools|Parks',
    mobile_phone: '+234 803 123 4567',
    photo_urls: photoUrls.join('|'),
  };
}

/** A CSV file as the api's `file` field takes it in JSON (a data URL). */
export function csvDataUrl(csv: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(csv)) binary += String.fromCharCode(byte);
  return `data:text/csv;base64,${btoa(binary)}`;
}
