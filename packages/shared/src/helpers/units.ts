import { SQFT_PER_SQM } from '../constants/units';
import { DEFAULT_LOCALE, formatNumber } from './locale-format';

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
export function formatArea(sqm: number | null | undefined, locale = DEFAULT_LOCALE): string {
  if (sqm === null || sqm === undefined || !Number.isFinite(sqm)) return '';
  const whole = { maximumFractionDigits: 0 };
  return `${formatNumber(sqm, whole, locale)} m² (${formatNumber(sqm * SQFT_PER_SQM, whole, locale)} ft²)`;
}
