export const LISTING_COUNTRIES = ['NG', 'SL'] as const;
export type ListingCountry = (typeof LISTING_COUNTRIES)[number];
export const LISTING_COUNTRY_OPTIONS = [
  { value: 'NG', label: 'Nigeria' },
  { value: 'SL', label: 'Sierra Leone' },
] as const satisfies readonly { value: ListingCountry; label: string }[];

/** Where a visitor is assumed to be when neither the IP nor Accept-Language tells. */
export const DEFAULT_COUNTRY: ListingCountry = 'NG';

export const PHONE_COUNTRIES = [
  { code: 'NG', name: 'Nigeria', dialCode: '+234' },
  { code: 'SL', name: 'Sierra Leone', dialCode: '+232' },
] as const satisfies readonly { code: ListingCountry; name: string; dialCode: string }[];
export const DEFAULT_PHONE_COUNTRY: ListingCountry = 'NG';
