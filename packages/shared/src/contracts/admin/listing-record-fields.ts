import { z } from 'zod';
import { LISTING_COUNTRIES } from '../../constants/countries';
import { LISTING_CURRENCIES } from '../../constants/currencies';
import { CATEGORIES, DURATIONS, PROPERTY_TYPES } from '../../constants/listing-options';

const text = z.string().nullable();
const size = z.number().nullable().meta({ description: 'Square metres' });

/** The listing columns a listing application and a property share, as staff records show them. */
export const LISTING_RECORD_FIELDS = {
  title: z.string(),
  description: z.string(),
  detailed_description: text,
  highlight_one: text,
  highlight_two: text,
  highlight_three: text,
  additional_fees: text,
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  year_built: z.number().int().nullable(),
  land_size: size,
  building_size: size,
  parking_size: size,
  garage_size: size,
  heating_type: text,
  cooling_type: text,
  basement: text,
  exterior_features: text,
  flooring_type: text,
  ownership_type: text,
  property_type: z.enum(PROPERTY_TYPES),
  category: z.enum(CATEGORIES),
  mobile_phone: text,
  occupancy: text,
  parking: text,
  address: z.string(),
  city: text,
  state: z.string(),
  state_code: z.string(),
  country: z.enum(LISTING_COUNTRIES),
  price: z.number(),
  currency: z.enum(LISTING_CURRENCIES),
  duration: z.enum(DURATIONS),
};

/** What a listing record gives the console: an application's or a property's listing fields. */
export type ListingRecordFields = z.infer<z.ZodObject<typeof LISTING_RECORD_FIELDS>>;
