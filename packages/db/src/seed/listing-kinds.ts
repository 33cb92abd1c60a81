import type { Category, Duration, PropertyType } from '@ile/shared';
import type { ExteriorKind } from './scenes/exteriors';

// What kinds of property each category and type are made of, and what they cost. Prices are in US
// dollars here and converted per country and region by the listing generator.

export interface ListingKind {
  name: string;
  bedrooms: readonly [number, number];
  /** Square metres. */
  building: readonly [number, number];
  exterior: ExteriorKind;
}

export const KINDS: Record<PropertyType, readonly ListingKind[]> = {
  residential: [
    { name: 'Bungalow', bedrooms: [2, 4], building: [90, 220], exterior: 'bungalow' },
    { name: 'Detached Duplex', bedrooms: [4, 6], building: [260, 550], exterior: 'duplex' },
    { name: 'Semi-detached Duplex', bedrooms: [3, 5], building: [200, 380], exterior: 'duplex' },
    { name: 'Terrace Duplex', bedrooms: [3, 4], building: [160, 300], exterior: 'duplex' },
    { name: 'Flat', bedrooms: [2, 3], building: [80, 160], exterior: 'apartment' },
    { name: 'Mini Flat', bedrooms: [1, 1], building: [40, 70], exterior: 'apartment' },
    { name: 'Penthouse', bedrooms: [3, 5], building: [200, 420], exterior: 'apartment' },
    { name: 'Maisonette', bedrooms: [3, 4], building: [180, 300], exterior: 'duplex' },
  ],
  student: [
    { name: 'Self-contained Room', bedrooms: [1, 1], building: [18, 30], exterior: 'apartment' },
    { name: 'Shared Room', bedrooms: [1, 1], building: [20, 35], exterior: 'apartment' },
    { name: 'Student Flat', bedrooms: [2, 4], building: [60, 120], exterior: 'apartment' },
    { name: 'Hostel Room', bedrooms: [1, 1], building: [15, 25], exterior: 'bungalow' },
  ],
  commercial: [
    { name: 'Office Space', bedrooms: [0, 0], building: [60, 900], exterior: 'office' },
    { name: 'Shop', bedrooms: [0, 0], building: [18, 80], exterior: 'apartment' },
    { name: 'Plaza Unit', bedrooms: [0, 0], building: [25, 120], exterior: 'office' },
    { name: 'Event Hall', bedrooms: [0, 0], building: [300, 1200], exterior: 'warehouse' },
    { name: 'Restaurant Space', bedrooms: [0, 0], building: [120, 400], exterior: 'bungalow' },
  ],
  industrial: [
    { name: 'Warehouse', bedrooms: [0, 0], building: [500, 5000], exterior: 'warehouse' },
    { name: 'Factory Building', bedrooms: [0, 0], building: [800, 6000], exterior: 'warehouse' },
    { name: 'Cold Room Facility', bedrooms: [0, 0], building: [150, 900], exterior: 'warehouse' },
    { name: 'Workshop', bedrooms: [0, 0], building: [100, 600], exterior: 'warehouse' },
  ],
  land: [
    { name: 'Plot of Land', bedrooms: [0, 0], building: [0, 0], exterior: 'land' },
    { name: 'Farmland', bedrooms: [0, 0], building: [0, 0], exterior: 'land' },
    { name: 'Commercial Land', bedrooms: [0, 0], building: [0, 0], exterior: 'land' },
  ],
};

type Weighted<T> = readonly (readonly [T, number])[];

export const CATEGORY_WEIGHTS: Weighted<Category> = [
  ['rental', 40],
  ['sale', 25],
  ['lease', 10],
  ['shared', 12],
  ['hostel', 13],
];

export const TYPES_BY_CATEGORY: Record<Category, Weighted<PropertyType>> = {
  rental: [
    ['residential', 7],
    ['commercial', 2],
    ['industrial', 1],
    ['student', 0.5],
  ],
  lease: [
    ['commercial', 3],
    ['industrial', 2],
    ['residential', 2],
    ['land', 1],
  ],
  sale: [
    ['residential', 6],
    ['land', 3],
    ['commercial', 1.5],
    ['industrial', 1],
  ],
  shared: [
    ['residential', 2],
    ['student', 2],
  ],
  hostel: [['student', 1]],
};

export const DURATIONS_BY_CATEGORY: Record<Category, Weighted<Duration>> = {
  rental: [
    ['year', 5],
    ['month', 3],
    ['day', 1],
    ['week', 0.5],
  ],
  lease: [
    ['year', 5],
    ['month', 1],
  ],
  sale: [['outright', 1]],
  shared: [
    ['month', 3],
    ['year', 2],
    ['week', 0.3],
  ],
  hostel: [
    ['year', 3],
    ['month', 1],
    ['week', 0.3],
  ],
};

/**
 * Prices start from a yearly rent in US dollars: floor area x rent per square metre x the type's and
 * the region's factors. Other durations and sale prices follow from it.
 */
export const RENT_PER_M2_USD: readonly [number, number] = [6, 16];

export const TYPE_RENT_FACTORS: Record<Exclude<PropertyType, 'land'>, number> = {
  residential: 1,
  student: 1.1,
  commercial: 1.6,
  industrial: 0.3,
};

/** The share of a yearly rent asked for a shorter stay (short lets cost more per night). */
export const DURATION_SHARES: Record<Exclude<Duration, 'outright'>, number> = {
  year: 1,
  month: 1 / 10,
  week: 1 / 12,
  day: 1 / 60,
};

/** A sale price is this many years of rent (a 4.5-7% gross yield). */
export const SALE_YEARS_OF_RENT: readonly [number, number] = [14, 22];

/** Land in US dollars per square metre, before the region's factor. */
export const LAND_PER_M2_USD: readonly [number, number] = [4, 14];
export const FARMLAND_PER_M2_USD: readonly [number, number] = [0.3, 1.2];
/** Leasing land costs this share of its value per year. */
export const LAND_LEASE_YIELD = 0.06;

/** Local currency per US dollar for seeded prices (the rate table is seeded with the same values). */
export const USD_RATES = { NGN: 1550, SLE: 22.7 } as const;
