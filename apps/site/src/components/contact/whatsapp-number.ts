import { DEFAULT_PHONE_COUNTRY } from '@ile/shared/constants/countries';
// The small metadata set, as the sign-up form uses: Nigerian and Sierra Leonean numbers are all we store.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * The number as wa.me wants it: international, digits only, no '+' ('2348031234567'). Phones are stored in
 * E.164; one typed without its country code is read as Nigerian, as the forms do. Null when it is not a valid
 * number (no link is better than a link to a stranger).
 */
export function whatsAppNumber(phone: string): string | null {
  const parsed = parsePhoneNumberFromString(phone.trim(), DEFAULT_PHONE_COUNTRY);
  return parsed?.isValid() ? parsed.number.slice(1) : null;
}

/** A chat with `phone` with `message` written and waiting to be sent; null without a valid number. */
export function whatsAppChatUrl(phone: string, message: string): string | null {
  const number = whatsAppNumber(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(message)}` : null;
}
