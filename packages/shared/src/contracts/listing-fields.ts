import { z } from 'zod';
import { MIN_YEAR_BUILT, YEAR_BUILT_BAND_VALUES } from '../constants/bands';
import { LEGACY_LEONE, LISTING_CURRENCIES } from '../constants/currencies';
import {
  AMENITIES,
  BASEMENT_TYPES,
  CATEGORIES,
  COOLING_TYPES,
  DURATIONS,
  EXTERIOR_FEATURES,
  FLOORING_TYPES,
  HEATING_TYPES,
  OCCUPANCY_TYPES,
  OWNERSHIP_TYPES,
  PARKING_TYPES,
  PROPERTY_TYPES,
} from '../constants/listing-options';
import { PROPERTY_STATUSES } from '../constants/statuses';
import { yearOfBand } from '../helpers/bands';
import { normaliseCurrency, sllToSle } from '../helpers/currency';
import { numeric, requiredOr } from './common';

/** Enum schemas of the listing option lists, shared by payloads, records and filters. */
export const CategorySchema = z.enum(CATEGORIES, { error: 'Choose a category' });
export const PropertyTypeSchema = z.enum(PROPERTY_TYPES, { error: 'Choose a property type' });
export const DurationSchema = z.enum(DURATIONS, { error: 'Choose a duration' });
export const ParkingTypeSchema = z.enum(PARKING_TYPES, { error: 'Choose a parking option' });
export const HeatingTypeSchema = z.enum(HEATING_TYPES, { error: 'Choose a heating type' });
export const CoolingTypeSchema = z.enum(COOLING_TYPES, { error: 'Choose a cooling type' });
export const BasementTypeSchema = z.enum(BASEMENT_TYPES, { error: 'Choose a basement option' });
export const ExteriorFeatureSchema = z.enum(EXTERIOR_FEATURES, { error: 'Choose an exterior feature' });
export const FlooringTypeSchema = z.enum(FLOORING_TYPES, { error: 'Choose a flooring type' });
export const OccupancyTypeSchema = z.enum(OCCUPANCY_TYPES, { error: 'Choose an occupancy' });
export const OwnershipTypeSchema = z.enum(OWNERSHIP_TYPES, { error: 'Choose an ownership type' });
export const AmenitySchema = z.enum(AMENITIES, { error: 'Unknown amenity' });
export const YearBuiltBandSchema = z.enum(YEAR_BUILT_BAND_VALUES, { error: 'Choose a year-built band' });
export const PropertyStatusSchema = z.enum(PROPERTY_STATUSES);

/**
 * Year built as a request gives it: a year, or a year-built band (the form's select), which is stored as
 * the band's first year so `yearBuiltBandOf` gives the band back.
 */
export const YearBuiltInput = z.union(
  [
    YearBuiltBandSchema.transform(yearOfBand),
    numeric(
      z
        .number()
        .int()
        .min(MIN_YEAR_BUILT)
        // Checked at parse time so a long-running server does not keep last year's limit.
        .refine((year) => year <= new Date().getFullYear() + 5),
    ),
  ],
  { error: requiredOr('Choose a year-built band or enter a year') },
);

/** A listing's currency as stored and returned. */
export const ListingCurrencySchema = z.enum(LISTING_CURRENCIES);

/**
 * A listing currency as a request may give it: 'NGN', 'SLE', or the legacy 'SLL' (read as SLE; the price
 * is converted by `normaliseLeonePrice`). Case-insensitive.
 */
export const ListingCurrencyInput = z
  .string({ error: requiredOr('Currency must be NGN or SLE') })
  .trim()
  .toUpperCase()
  .pipe(z.enum([...LISTING_CURRENCIES, LEGACY_LEONE], { error: 'Currency must be NGN or SLE' }));

/**
 * Payloads priced in SLL are stored in SLE (1 SLE = 1000 SLL), rounded to 2 decimals. Use as the `transform`
 * of an object with `price` and `currency`.
 */
export function normaliseLeonePrice<T extends { price: number; currency: string }>(
  body: T,
): Omit<T, 'currency'> & { currency: 'NGN' | 'SLE' } {
  const currency = normaliseCurrency(body.currency) === 'SLE' ? 'SLE' : 'NGN';
  const price = body.currency === LEGACY_LEONE ? Math.round(sllToSle(body.price) * 100) / 100 : body.price;
  return { ...body, price, currency };
}
