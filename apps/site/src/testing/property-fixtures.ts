import type { ManagedProperty } from '@ile/shared/contracts/management';
import type { Property, PropertyCard } from '@ile/shared/contracts/property';
import type { SearchPropertiesResponse } from '@ile/shared/contracts/search';
import { NO_BADGES } from '@ile/shared/contracts/verification';

const IMAGE = {
  src: '/media/test/640.jpg',
  srcset: '/media/test/320.webp 320w, /media/test/640.webp 640w',
  avifSrcset: null,
  width: 1280,
  height: 853,
  placeholder: null,
  dataSaverBytes: 9_800,
};

/** A listing id whose last digits are `n`, so tests can tell cards apart. */
export const listingId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A card as the list calls answer it (search, home sections, trending). */
export function cardFixture(n: number, overrides: Partial<PropertyCard> = {}): PropertyCard {
  return {
    id: listingId(n),
    title: `Listing ${n}`,
    images: ['/media/test/640.webp'],
    image_set: [IMAGE],
    description: 'A bright flat close to shops and transport.',
    address: `${n} Admiralty Way`,
    city: 'Lekki',
    state: 'Lagos',
    country: 'NG',
    price: 1_500_000,
    currency: 'NGN',
    duration: 'year',
    bedrooms: 3,
    bathrooms: 2,
    category: 'rental',
    property_type: 'residential',
    isLiked: false,
    verification: NO_BADGES,
    priceReducedAt: null,
    ...overrides,
  };
}

/** Page `page` of a search with `total` results, ten a page, as GET /property/searchwishlist answers it. */
export function searchPage(page: number, total: number, size = 10): SearchPropertiesResponse {
  const first = (page - 1) * size + 1;
  const count = Math.max(0, Math.min(size, total - first + 1));
  return {
    properties: Array.from({ length: count }, (_, index) => cardFixture(first + index)),
    totalItems: total,
    totalPages: Math.ceil(total / size),
  };
}

/** A listing's full record (POST /property/property/{id}). */
export function propertyFixture(overrides: Partial<Property> = {}): Property {
  return {
    id: listingId(1),
    title: 'Three-bedroom terrace in Lekki',
    description: 'Quiet estate, constant water and 24-hour security.',
    detailed_description: 'A three-bedroom terrace in a gated estate.\nAll rooms en suite.',
    bedrooms: 3,
    bathrooms: 3,
    additional_fees: 'Service charge ₦250,000 a year',
    year_built: 2015,
    land_size: 300,
    building_size: 175,
    parking_size: null,
    garage_size: null,
    heating_type: 'None',
    cooling_type: 'Central Air',
    basement: 'None',
    exterior_features: 'Balcony',
    flooring_type: 'Tile',
    ownership_type: 'Owned',
    property_type: 'residential',
    category: 'rental',
    occupancy: 'Vacant',
    parking: 'Attached Garage',
    address: '14 Admiralty Way',
    price: 4_500_000,
    currency: 'NGN',
    duration: 'year',
    images: Array.from({ length: 5 }, () => '/media/test/640.webp'),
    image_set: Array.from({ length: 5 }, (_, index) => ({ ...IMAGE, src: `/media/test/${index}.jpg` })),
    features: ['Schools', 'Hospitals'],
    highlights: ['Gated estate'],
    country: 'NG',
    state: 'Lagos',
    state_code: 'LA',
    city: 'Lekki',
    tags: [],
    status: 'published',
    views: 42,
    latitude: 6.4474,
    longitude: 3.4723,
    owner_id: '00000000-0000-4000-8000-0000000000b2',
    lister: {
      id: '00000000-0000-4000-8000-0000000000b2',
      name: 'Tunde Bello',
      image: null,
      role: 'agent',
      agency: { id: '00000000-0000-4000-8000-0000000000c3', name: 'Eko Prime Realty' },
      verification: {
        identity: false,
        business: false,
        inspectedAt: null,
        identityVerifiedAt: null,
        businessVerifiedAt: null,
      },
      rating: { average: 4.5, count: 12 },
      responseTime: { medianMinutes: 95 },
      memberSince: '2025-03-01T09:00:00.000Z',
      viewings: { held: 0, noShows: 0 },
      profilePath: '/agent/00000000-0000-4000-8000-0000000000d4',
    },
    isLiked: false,
    availableConfirmedAt: '2026-11-20T10:00:00.000Z',
    verification: NO_BADGES,
    priceReducedAt: null,
    priceHistory: [],
    moveIn: null,
    moveInFields: null,
    reservation: null,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A row of My listings: a published flat in Lekki, confirmed available now unless `overrides` say otherwise. */
export function managedListingFixture(
  id: string,
  title: string,
  overrides: Partial<ManagedProperty> = {},
): ManagedProperty {
  return {
    id,
    title,
    images: [],
    image_set: [],
    description: 'A bright flat',
    address: '12 Admiralty Way',
    city: 'Lekki',
    state: 'Lagos',
    state_code: 'LA',
    country: 'NG',
    price: 2_500_000,
    currency: 'NGN',
    duration: 'year',
    bedrooms: 3,
    bathrooms: 2,
    category: 'rental',
    property_type: 'residential',
    isLiked: false,
    verification: NO_BADGES,
    priceReducedAt: null,
    status: 'published',
    createdAt: '2026-10-01T10:00:00.000Z',
    availableConfirmedAt: new Date().toISOString(),
    land_size: null,
    building_size: 120,
    garage_size: null,
    parking_size: null,
    last30Days: { views: 0, saves: 0, reveals: 0, enquiries: 0 },
    access: 'own',
    listedBy: null,
    ...overrides,
  };
}
