import { SQFT_PER_SQM } from '../constants/units';

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Square metres to square feet, rounded to 2 decimals. */
export function sqmToSqft(sqm: number): number {
  return round2(sqm * SQFT_PER_SQM);
}

/** Square feet to square metres, rounded to 2 decimals. */
export function sqftToSqm(sqft: number): number {
  return round2(sqft / SQFT_PER_SQM);
}

/** '120 m² (1,292 ft²)': sizes are stored in m² and shown with ft² beside. */
export function formatArea(sqm: number | null | undefined, locale = 'en-US'): string {
  if (sqm === null || sqm === undefined || !Number.isFinite(sqm)) return '';
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  return `${format.format(sqm)} m² (${format.format(sqm * SQFT_PER_SQM)} ft²)`;
}
