import { z } from 'zod';
import { LISTING_COUNTRIES } from '../../constants/countries';
import { LISTING_CURRENCIES } from '../../constants/currencies';
import { DURATIONS } from '../../constants/listing-options';
import { PROPERTY_STATUSES } from '../../constants/statuses';
import { IdSchema, TimestampSchema } from '../common';

/** A photo that looks like a live listing's, or a listing whose address or words are the same (issue 18). */
export const LISTING_FLAG_KINDS = ['photo', 'listing'] as const;
export type ListingFlagKind = (typeof LISTING_FLAG_KINDS)[number];
/** What a listing flag matched on: the address rule or the near-identical-text rule (docs/trust.md). */
export const LISTING_FLAG_MATCHES = ['address', 'text'] as const;
export type ListingFlagMatch = (typeof LISTING_FLAG_MATCHES)[number];

/** The other listing's key facts, for the reviewer to compare with the application side by side. */
export const FlaggedListingFacts = z.object({
  title: z.string(),
  status: z.enum(PROPERTY_STATUSES),
  price: z.number(),
  currency: z.enum(LISTING_CURRENCIES),
  duration: z.enum(DURATIONS),
  address: z.string(),
  city: z.string().nullable(),
  state: z.string(),
  country: z.enum(LISTING_COUNTRIES),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  description: z.string(),
});
export type FlaggedListingFacts = z.infer<typeof FlaggedListingFacts>;

/**
 * One possible duplicate of an application, as the console shows it. The names the issue gives
 * (`kind, distance?, otherPropertyId, otherOwnerId, photoId?, otherPhotoId?`) are kept; the rest is what the
 * reviewer needs to judge it: both photos, or the other listing's facts, and whose it is.
 */
export const ListingFlagItem = z.object({
  id: IdSchema,
  kind: z.enum(LISTING_FLAG_KINDS),
  distance: z
    .number()
    .int()
    .optional()
    .meta({ description: 'Photo flags: Hamming distance of the two 64-bit perceptual hashes (0 = same)' }),
  photoId: IdSchema.optional().meta({ description: "Photo flags: the application's picture" }),
  photoUrl: z
    .string()
    .optional()
    .meta({ description: "Photo flags: the application's private original (GET /api/admin/files/...)" }),
  otherPhotoId: IdSchema.optional().meta({ description: "Photo flags: the other listing's picture" }),
  otherPhotoUrl: z
    .string()
    .nullable()
    .optional()
    .meta({ description: "Photo flags: the other picture's public rendition; null until it is rendered" }),
  match: z.enum(LISTING_FLAG_MATCHES).optional().meta({
    description: 'Listing flags: the same address, state, bedrooms and price, or near-identical text',
  }),
  similarity: z.number().optional().meta({
    description: 'Listing flags matched on text: trigram similarity of title and description (0-1)',
  }),
  otherPropertyId: IdSchema,
  otherPropertyTitle: z.string(),
  otherOwnerId: IdSchema,
  otherOwnerName: z.string(),
  otherListing: FlaggedListingFacts,
  createdAt: TimestampSchema,
});
export type ListingFlagItem = z.infer<typeof ListingFlagItem>;
