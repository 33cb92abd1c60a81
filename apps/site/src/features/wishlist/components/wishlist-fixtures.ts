import type { SavedItem, WishlistResponse } from '@ile/shared/contracts/wishlist';

/** A saved property as POST /wishlist/wishlists answers it; `n` tells them apart. */
export function savedItem(n: number, overrides: Partial<SavedItem> = {}): SavedItem {
  const id = String(n).padStart(12, '0');
  return {
    id: `00000000-0000-4000-8000-${id}`,
    property_id: `00000000-0000-4000-9000-${id}`,
    property_title: `Saved listing ${n}`,
    description: 'A bright two-bedroom flat close to shops, schools and the expressway.',
    note: null,
    bedrooms: 2,
    bathrooms: 1,
    price: 1_500_000,
    currency: 'NGN',
    duration: 'year',
    images: ['/media/test/640.webp'],
    image_set: [
      {
        src: '/media/test/640.jpg',
        srcset: '/media/test/320.webp 320w, /media/test/640.webp 640w',
        avifSrcset: null,
        width: 1280,
        height: 853,
        placeholder: null,
        dataSaverBytes: 9_800,
      },
    ],
    category: 'rental',
    created_at: '2026-11-10T10:00:00.000Z',
    ...overrides,
  };
}

export function wishlistPage(items: SavedItem[], totalItems = items.length): WishlistResponse {
  return { wishlist: items, totalItems, totalPages: Math.ceil(totalItems / 10) };
}
