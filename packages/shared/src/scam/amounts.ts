// Money amounts as people write them in a message: ₦20k, N7,500, NGN 250,000, 1.5m, 50k, Le 2,000, SLE 500,
// 20 million leones, $300, 5000. The scam rules use AMOUNT_SOURCE inside their patterns ({amount}); findAmounts
// reads the same matches with their values (for tests and for anyone who needs the figure).

const CURRENCY_BEFORE = String.raw`(?:₦|\bngn\b|\bn(?=\s?\d)|\ble(?=\s?\d)|\bsle\b|\bsll\b|\$|\busd\b|£|\bgbp\b)`;
const NUMBER = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`;
const SCALE = String.raw`(?:k|m|mil|million|thousand|grand|bn|billion)\b`;
const CURRENCY_AFTER = String.raw`(?:naira|leones?|sle|dollars?|usd|pounds?)\b`;

/**
 * A regular expression source (no flags needed on lower-cased text) matching one amount: a currency sign or
 * code before a number, a number with a scale ("k", "m", "million") or a currency after it, a number with
 * thousands commas, or a bare 4–7 digit number not starting with 0 (phone numbers and 10-digit account
 * numbers are longer; "2 bedrooms" and "10am" are not amounts).
 */
export const AMOUNT_SOURCE = [
  String.raw`${CURRENCY_BEFORE}\s?${NUMBER}(?:\s?${SCALE})?`,
  String.raw`\b${NUMBER}\s?${SCALE}`,
  String.raw`\b${NUMBER}\s?${CURRENCY_AFTER}`,
  String.raw`\b\d{1,3}(?:,\d{3})+(?:\.\d+)?\b`,
  String.raw`\b[1-9]\d{3,6}\b(?![.,]\d)`,
].join('|');

export type AmountCurrency = 'NGN' | 'SLE' | 'USD' | 'GBP';

export interface FoundAmount {
  /** As written. */
  text: string;
  /** In whole units of the currency: "1.5m" is 1,500,000. */
  value: number;
  /** Null when the message does not say (a bare "50k"). */
  currency: AmountCurrency | null;
}

const SCALES: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  grand: 1e3,
  m: 1e6,
  mil: 1e6,
  million: 1e6,
  bn: 1e9,
  billion: 1e9,
};

function currencyOf(text: string): AmountCurrency | null {
  if (/₦|\bngn\b|^n\s?\d|naira/.test(text)) return 'NGN';
  if (/^le\s?\d|\bsle\b|\bsll\b|leone/.test(text)) return 'SLE';
  if (/\$|\busd\b|dollar/.test(text)) return 'USD';
  if (/£|\bgbp\b|pound/.test(text)) return 'GBP';
  return null;
}

const AMOUNTS = new RegExp(AMOUNT_SOURCE, 'g');

/** Every amount in the text, in order. */
export function findAmounts(text: string): FoundAmount[] {
  const lower = text.toLowerCase();
  return [...lower.matchAll(AMOUNTS)].map((match) => {
    const written = match[0];
    const number = /\d[\d,]*(?:\.\d+)?/.exec(written)?.[0] ?? '0';
    const rest = written.slice(written.indexOf(number) + number.length);
    const scale = /^\s?(k|m|mil|million|thousand|grand|bn|billion)\b/.exec(rest);
    const units = Number(number.replaceAll(',', '')) * (scale ? (SCALES[scale[1] as string] ?? 1) : 1);
    // "3.2m" is 3,200,000, not 3,200,000.0000000005.
    const value = Math.round(units * 100) / 100;
    return {
      text: text.slice(match.index, match.index + written.length),
      value,
      currency: currencyOf(written),
    };
  });
}
