import type { Db } from '@ile/db';
import { countListingSave } from '@ile/db/repositories/listing-figures.repository';
import { isPublished } from '@ile/db/repositories/properties.repository';
import {
  isSaved,
  listWishlist,
  removeWishlistItem,
  saveProperty,
  unsaveProperty,
  updateWishlistNote,
  type WishlistPage,
} from '@ile/db/repositories/wishlists.repository';
import { MESSAGES, type SavedItem } from '@ile/shared';
import { NotFoundError } from '../../lib/errors';
import { listingImagesFor } from '../../lib/listing-images';

export function createWishlistService(db: Db) {
  async function assertListed(propertyId: string): Promise<void> {
    if (!(await isPublished(db, propertyId))) throw new NotFoundError('Property not found');
  }

  return {
    isSaved: (userId: string, propertyId: string) => isSaved(db, userId, propertyId),

    /**
     * Flips the saved state; what the client says about the listing is ignored, the server's copy is used.
     * A save counts in the listing's figures in its own transaction (a save a concurrent one beat does not).
     */
    async toggle(userId: string, propertyId: string) {
      if (await unsaveProperty(db, userId, propertyId)) {
        return { saved: false, wishlistId: null, message: MESSAGES.wishlist.removed };
      }
      await assertListed(propertyId);
      const wishlistId = await db.transaction().execute(async (trx) => {
        const saved = await saveProperty(trx, userId, propertyId);
        if (saved.created) await countListingSave(trx, propertyId);
        return saved.id;
      });
      return { saved: true, wishlistId, message: MESSAGES.wishlist.saved };
    },

    async list(userId: string, page: WishlistPage): Promise<{ items: SavedItem[]; total: number }> {
      const { rows, total } = await listWishlist(db, userId, page);
      const images = await listingImagesFor(
        db,
        rows.map((row) => row.property_id),
      );
      const items = rows.map((row) => ({
        id: row.id,
        property_id: row.property_id,
        property_title: row.title,
        description: row.description,
        note: row.note,
        bedrooms: row.bedrooms,
        bathrooms: row.bathrooms,
        price: Number(row.price),
        currency: row.currency,
        duration: row.duration,
        ...(images.get(row.property_id) ?? { images: [], image_set: [] }),
        category: row.category,
        created_at: row.created_at.toISOString(),
      }));
      return { items, total };
    },

    async remove(userId: string, wishlistId: string): Promise<void> {
      if (!(await removeWishlistItem(db, userId, wishlistId)))
        throw new NotFoundError('Saved property not found');
    },

    async updateNote(userId: string, wishlistId: string, note: string): Promise<void> {
      if (!(await updateWishlistNote(db, userId, wishlistId, note === '' ? null : note))) {
        throw new NotFoundError('Saved property not found');
      }
    },
  };
}
