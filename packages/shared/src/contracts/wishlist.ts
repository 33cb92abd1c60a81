import { z } from 'zod';
import { NOTE_MAX_LENGTH, TEXT_LIMITS } from '../constants/limits';
import {
  IdSchema,
  ImageRefsSchema,
  ImageSetsSchema,
  optionalInput,
  RoomCountSchema,
  TimestampSchema,
} from './common';
import { CategorySchema, DurationSchema, ListingCurrencySchema } from './listing-fields';
import { PaginationQuery, paginated, queryParam } from './query';

/** A saved property with the owner's note. */
export const SavedItemSchema = z.object({
  id: IdSchema,
  property_id: IdSchema,
  property_title: z.string(),
  description: z.string(),
  note: z.string().nullable(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  price: z.number(),
  currency: ListingCurrencySchema,
  duration: DurationSchema,
  images: ImageRefsSchema,
  image_set: ImageSetsSchema,
  category: CategorySchema,
  created_at: TimestampSchema,
});
export type SavedItem = z.infer<typeof SavedItemSchema>;

/** POST /api/v1/wishlist/is-saved. */
export const IsSavedBody = z.object({ userId: IdSchema.optional(), propertyId: IdSchema });
export type IsSavedBody = z.infer<typeof IsSavedBody>;
/** data of is-saved; the message also says 'true' or 'false' for the spec's client. */
export const IsSavedResponse = z.object({ saved: z.boolean() });
export type IsSavedResponse = z.infer<typeof IsSavedResponse>;

/**
 * POST /api/v1/wishlist/toggle-wishlist. The title, counts, description and images the spec's client sends
 * are accepted but the server copies them from the property, so only `propertyId` is required.
 */
export const ToggleWishlistBody = z.object({
  userId: IdSchema.optional(),
  propertyId: IdSchema,
  propertyTitle: z.string().max(TEXT_LIMITS.title).optional(),
  bathrooms: optionalInput(RoomCountSchema),
  bedrooms: optionalInput(RoomCountSchema),
  description: z.string().max(TEXT_LIMITS.description).optional(),
  images: z.array(z.string().max(TEXT_LIMITS.url)).max(20).optional(),
});
export type ToggleWishlistBody = z.infer<typeof ToggleWishlistBody>;
/** data of toggle-wishlist; the message is 'Added to saved properties' or 'Removed from saved properties'. */
export const ToggleWishlistResponse = z.object({ saved: z.boolean(), wishlistId: IdSchema.nullable() });
export type ToggleWishlistResponse = z.infer<typeof ToggleWishlistResponse>;

/** POST /api/v1/wishlist/wishlists: the saved-properties page, optionally one category. */
export const ListWishlistBody = PaginationQuery.extend({
  userId: IdSchema.optional(),
  category: queryParam(CategorySchema),
});
export type ListWishlistBody = z.infer<typeof ListWishlistBody>;
export const WishlistResponse = paginated('wishlist', SavedItemSchema);
export type WishlistResponse = z.infer<typeof WishlistResponse>;

/** POST /api/v1/wishlist/update-note; an empty note clears it. */
export const UpdateNoteBody = z.object({
  wishlistId: IdSchema,
  note: z
    .string()
    .trim()
    .max(NOTE_MAX_LENGTH, { error: `Notes can be at most ${NOTE_MAX_LENGTH} characters` }),
});
export type UpdateNoteBody = z.infer<typeof UpdateNoteBody>;

/** DELETE /api/v1/wishlist/remove-wishlist/{id}. */
export const RemoveWishlistParams = z.object({ id: IdSchema });
export type RemoveWishlistParams = z.infer<typeof RemoveWishlistParams>;
