import { z } from 'zod';
import { RECENTLY_VIEWED_LIMIT } from '../constants/discovery';
import { MoveInFieldsSchema, MoveInSchema } from '../move-in/move-in-view';
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
import { ViewingRecordSchema } from './viewings';

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
/**
 * Who lists a listing (its owner account), as its page shows them. `role`: `owner` (a private owner),
 * `agent` (with `agency` when affiliated) or `agency`. `rating` is over the shown reviews of their agent or
 * agency profile (null with none). `responseTime`: the median time they took to first answer a conversation
 * someone opened with them over the last 90 days; null with fewer than 5 such conversations, or when most are
 * unanswered (how many there were is not said: only the median). `profilePath` is their public page on the site (null for a private owner).
 */
export const ListerSchema = z.object({
  id: IdSchema,
  name: z.string(),
  image: z.string().nullable(),
  role: z.enum(['owner', 'agent', 'agency']),
  agency: z.object({ id: IdSchema, name: z.string() }).nullable(),
  verification: VerificationBadgesSchema,
  rating: z.object({ average: z.number().min(1).max(5), count: z.number().int().min(1) }).nullable(),
  responseTime: z.object({ medianMinutes: z.number().int().min(0) }).nullable(),
  memberSince: TimestampSchema,
  profilePath: z.string().nullable(),
  /** Viewings of their listings settled on Ile: "12 viewings held on Ile, 0 no-shows" (docs/viewings.md). */
  viewings: ViewingRecordSchema,
});
export type Lister = z.infer<typeof ListerSchema>;

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
  /** Who lists it (no phone: `mobile_phone` stays for signed-in callers); null if the account is gone. */
  lister: ListerSchema.nullable(),
  isLiked: z.boolean(),
  /** When the owner last confirmed it still available (publication counts); null if never published. */
  availableConfirmedAt: TimestampSchema.nullable(),
  /** The owner's badges and the listing's inspection (null once older than 180 days). */
  verification: VerificationBadgesSchema,
  /** As on its card: the last drop while within PRICE_REDUCED_DAYS, else null. */
  priceReducedAt: TimestampSchema.nullable(),
  /** Its price changes while published, newest first, the latest PRICE_HISTORY_LIMIT. */
  priceHistory: z.array(PriceChangeSchema),
  /**
   * "To move in" (docs/move-in-cost.md): the rent required in advance and each charge, the total (minor units
   * of `currency`) and the rules they break; null for a sale or a rental whose owner has not given the months
   * of rent in advance.
   */
  moveIn: MoveInSchema.nullable(),
  /** The move-in fields as the owner gave them (the edit form's values; minor units); null for a sale. */
  moveInFields: MoveInFieldsSchema.nullable(),
  /**
   * A sale's refundable reservation deposit (minor units of `currency`) and the days it holds, as its owner
   * set them (docs/payments.md, "Held payments"); null for a rental or a sale that takes none on Ile.
   */
  reservation: z.object({ deposit: z.number().int(), days: z.number().int() }).nullable(),
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

/**
 * Query of GET /api/v1/property/cards: `ids` as 'a,b' or repeated, 1 to RECENTLY_VIEWED_LIMIT of them (a
 * visitor's "Recently viewed", kept in their browser).
 */
export const CardsByIdsQuery = z.object({
  ids: z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : value.split(','))
        .map((item) => item.trim())
        .filter((item) => item !== ''),
    )
    .pipe(z.array(IdSchema).min(1).max(RECENTLY_VIEWED_LIMIT)),
});
export type CardsByIdsQuery = z.infer<typeof CardsByIdsQuery>;
/** data of GET /api/v1/property/cards: the published listings among `ids`, in the order given. */
export const CardsByIdsResponse = z.array(PropertyCardSchema);

/**
 * Body of POST /api/v1/user/recently-viewed: a browser's list, merged into the account at sign-in. Each view
 * keeps its time (one in the future counts as now), so listings opened after signing in stay newer however
 * late the merge comes.
 */
export const MergeRecentlyViewedBody = z.object({
  views: z
    .array(z.object({ propertyId: IdSchema, viewedAt: TimestampSchema }))
    .min(1)
    .max(RECENTLY_VIEWED_LIMIT),
});
export type MergeRecentlyViewedBody = z.infer<typeof MergeRecentlyViewedBody>;
/** data of GET and POST /api/v1/user/recently-viewed: the caller's last viewed published listings, newest first. */
export const RecentlyViewedResponse = z.array(PropertyCardSchema);
export type RecentlyViewedResponse = z.infer<typeof RecentlyViewedResponse>;
