import { z } from 'zod';
import {
  IdSchema,
  ImageRefsSchema,
  ImageSetsSchema,
  LatitudeSchema,
  ListingCountryCodeSchema,
  LongitudeSchema,
  TimestampSchema,
} from './common';
import {
  AmenitySchema,
  BasementTypeSchema,
  CategorySchema,
  CoolingTypeSchema,
  DurationSchema,
  ExteriorFeatureSchema,
  FlooringTypeSchema,
  HeatingTypeSchema,
  ListingCurrencySchema,
  OccupancyTypeSchema,
  OwnershipTypeSchema,
  ParkingTypeSchema,
  PropertyStatusSchema,
  PropertyTypeSchema,
} from './listing-fields';
import { VerificationBadgesSchema } from './verification';

/** `/:id` path parameters of property calls. */
export const PropertyIdParams = z.object({ id: IdSchema });
export type PropertyIdParams = z.infer<typeof PropertyIdParams>;

/**
 * A listing in a list: home sections, search results (the spec's "search result item"), saved-search
 * results, agent and agency listings. `isLiked` is false for anonymous callers.
 */
export const PropertyCardSchema = z.object({
  id: IdSchema,
  title: z.string(),
  images: ImageRefsSchema,
  image_set: ImageSetsSchema,
  description: z.string(),
  address: z.string(),
  city: z.string().nullable(),
  state: z.string(),
  country: ListingCountryCodeSchema,
  price: z.number(),
  currency: ListingCurrencySchema,
  duration: DurationSchema,
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  category: CategorySchema,
  property_type: PropertyTypeSchema,
  isLiked: z.boolean(),
  /** The owner's badges (ID verified, their agency business verified) and the listing's inspection. */
  verification: VerificationBadgesSchema,
  /** When its price last went down, while that was within PRICE_REDUCED_DAYS ("Price reduced"); else null. */
  priceReducedAt: TimestampSchema.nullable(),
});
export type PropertyCard = z.infer<typeof PropertyCardSchema>;
export const SearchResultItemSchema = PropertyCardSchema;
export type SearchResultItem = PropertyCard;

/** One change of a published listing's price: when, from what to what (same currency). */
export const PriceChangeSchema = z.object({
  at: TimestampSchema,
  from: z.number(),
  to: z.number(),
  currency: ListingCurrencySchema,
});
export type PriceChange = z.infer<typeof PriceChangeSchema>;

/**
 * A listing's detail record (POST /api/v1/property/property/{id}). Sizes are in m². `mobile_phone` is
 * omitted for anonymous callers (decisions.md). `latitude`/`longitude` are null until geocoded. The
 * descriptive features are null where they do not apply (land has no heating or flooring).
 */
export const PropertySchema = z.object({
  id: IdSchema,
  title: z.string(),
  description: z.string(),
  detailed_description: z.string().nullable(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  additional_fees: z.string().nullable(),
  year_built: z.number().int().nullable(),
  land_size: z.number().nullable(),
  building_size: z.number().nullable(),
  parking_size: z.number().nullable(),
  garage_size: z.number().nullable(),
  heating_type: HeatingTypeSchema.nullable(),
  cooling_type: CoolingTypeSchema.nullable(),
  basement: BasementTypeSchema.nullable(),
  exterior_features: ExteriorFeatureSchema.nullable(),
  flooring_type: FlooringTypeSchema.nullable(),
  ownership_type: OwnershipTypeSchema.nullable(),
  property_type: PropertyTypeSchema,
  category: CategorySchema,
  mobile_phone: z.string().optional(),
  occupancy: OccupancyTypeSchema.nullable(),
  parking: ParkingTypeSchema.nullable(),
  address: z.string(),
  price: z.number(),
  currency: ListingCurrencySchema,
  duration: DurationSchema,
  images: ImageRefsSchema,
  image_set: ImageSetsSchema,
  features: z.array(AmenitySchema),
  highlights: z.array(z.string()),
  country: ListingCountryCodeSchema,
  state: z.string(),
  state_code: z.string(),
  city: z.string().nullable(),
  tags: z.array(z.string()),
  status: PropertyStatusSchema,
  views: z.number().int().min(0),
  latitude: LatitudeSchema.nullable(),
  longitude: LongitudeSchema.nullable(),
  owner_id: IdSchema,
  isLiked: z.boolean(),
  /** When the owner last confirmed it still available (publication counts); null if never published. */
  availableConfirmedAt: TimestampSchema.nullable(),
  /** The owner's badges and the listing's inspection (null once older than 180 days). */
  verification: VerificationBadgesSchema,
  /** As on its card: the last drop while within PRICE_REDUCED_DAYS, else null. */
  priceReducedAt: TimestampSchema.nullable(),
  /** Its price changes while published, newest first, the latest PRICE_HISTORY_LIMIT. */
  priceHistory: z.array(PriceChangeSchema),
  created_at: TimestampSchema,
  updated_at: TimestampSchema,
});
export type Property = z.infer<typeof PropertySchema>;
/** data of POST /api/v1/property/property/{id}. */
export const PropertyResponse = PropertySchema;

/** data of GET /api/v1/property/display: the three home sections. */
export const HomeDisplayResponse = z.object({
  properties1: z.array(PropertyCardSchema),
  properties2: z.array(PropertyCardSchema),
  properties3: z.array(PropertyCardSchema),
});
export type HomeDisplayResponse = z.infer<typeof HomeDisplayResponse>;

/** data of GET /api/v1/property/trending. */
export const TrendingResponse = z.array(PropertyCardSchema);
export type TrendingResponse = z.infer<typeof TrendingResponse>;

/** data of GET /api/v1/property/{id}/similar: up to SIMILAR_LISTINGS_LIMIT published listings like it. */
export const SimilarListingsResponse = z.array(PropertyCardSchema);
export type SimilarListingsResponse = z.infer<typeof SimilarListingsResponse>;

/** data of GET /api/v1/property/increase-view/{id}: whether this visit counted, and the listing's views. */
export const IncreaseViewResponse = z.object({ counted: z.boolean(), views: z.number().int().min(0) });
export type IncreaseViewResponse = z.infer<typeof IncreaseViewResponse>;
