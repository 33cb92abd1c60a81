import type { Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, UuidId } from './columns';

/** A saved property with an optional note (at most 1000 characters). */
export interface WishlistsTable {
  id: UuidId;
  user_id: string;
  property_id: string;
  note: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type Wishlist = Selectable<WishlistsTable>;
export type NewWishlist = Insertable<WishlistsTable>;
export type WishlistUpdate = Updateable<WishlistsTable>;
