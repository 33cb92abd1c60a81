import { PHONE_COUNTRIES } from '@ile/shared/constants/countries';
// The small metadata set: enough to validate and format Nigerian and Sierra Leonean numbers.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export type PhoneCountry = (typeof PHONE_COUNTRIES)[number]['code'];

export interface ParsedPhone {
  /** +234…, as the API stores it. */
  e164: string;
  /** As people write it at home, e.g. 0803 123 4567. */
  national: string;
  country: PhoneCountry;
}

/**
 * Reads a number typed with or without its country code; only Nigerian and Sierra Leonean numbers count
 * (spec §5), so a valid number from anywhere else is refused too.
 */
export function parsePhone(value: string, country: PhoneCountry): ParsedPhone | null {
  const phone = parsePhoneNumberFromString(value.trim(), country);
  if (!phone?.isValid()) return null;
  const found = PHONE_COUNTRIES.find(({ code }) => code === phone.country);
  if (!found) return null;
  return { e164: phone.number, national: phone.formatNational(), country: found.code };
}

/** What a local number looks like, as a placeholder. */
export const PHONE_EXAMPLES: Record<PhoneCountry, string> = {
  NG: '0803 123 4567',
  SL: '(076) 123456',
};
