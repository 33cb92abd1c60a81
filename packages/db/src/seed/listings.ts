import {
  AMENITIES,
  CATEGORIES,
  type Category,
  type Duration,
  type ListingCountry,
  type PropertyType,
} from '@ile/shared';
import { type BuildingFeatures, buildingFeatures } from './listing-features';
import {
  CATEGORY_WEIGHTS,
  DURATION_SHARES,
  DURATIONS_BY_CATEGORY,
  FARMLAND_PER_M2_USD,
  KINDS,
  LAND_LEASE_YIELD,
  LAND_PER_M2_USD,
  type ListingKind,
  RENT_PER_M2_USD,
  SALE_YEARS_OF_RENT,
  TYPE_RENT_FACTORS,
  TYPES_BY_CATEGORY,
  USD_RATES,
} from './listing-kinds';
import { listingText } from './listing-text';
import { type SeedMoveIn, seedMoveIn } from './move-in';
import type { PictureKind, PoolPicture } from './pictures';
import { placeIn, regionFor, type SeedRegion } from './places';
import { Random } from './random';

/** Who a listing belongs to: the owning user and, when they are one, the agent or agency profile. */
export interface ListingOwner {
  userId: string;
  agentId: string | null;
  agencyId: string | null;
  phone: string;
  country: ListingCountry;
  /** Relative share of listings in its country. */
  weight: number;
}

export interface ListingContext {
  seed: number | string;
  now: Date;
  ownersByCountry: Record<ListingCountry, readonly ListingOwner[]>;
  picturesByKind: ReadonlyMap<PictureKind, readonly PoolPicture[]>;
  /** Listings from this index on get exactly three images (the cheap bulk share). */
  bulkFrom: number;
}

/** A property row as the writer inserts it (every seeded listing is published). */
export interface ListingRow extends BuildingFeatures, SeedMoveIn {
  id: string;
  title: string;
  description: string;
  detailed_description: string;
  highlight_one: string;
  highlight_two: string;
  highlight_three: string;
  additional_fees: string | null;
  bedrooms: number;
  bathrooms: number;
  land_size: number | null;
  building_size: number | null;
  property_type: PropertyType;
  category: Category;
  mobile_phone: string;
  address: string;
  city: string;
  state: string;
  state_code: string;
  country: ListingCountry;
  price: number;
  currency: 'NGN' | 'SLE';
  duration: Duration;
  features: string[];
  tags: string[];
  views: number;
  latitude: number;
  longitude: number;
  owner_id: string;
  agent_id: string | null;
  agency_id: string | null;
  published_at: Date;
  created_at: Date;
}

export interface GeneratedListing {
  row: ListingRow;
  images: { id: string; picture: PoolPicture }[];
}

const DAY_MS = 86_400_000;

/**
 * Listing number `index`, the same for a given seed whatever the total count: each listing draws from
 * its own generator. The first listings walk through every region and every category, type and
 * duration, so even a small seed covers them all.
 */
export function generateListing(index: number, context: ListingContext): GeneratedListing {
  const rng = new Random(`${context.seed}:listing:${index}`);
  const region = regionFor(rng, index);
  const coverage = index < 50;
  const category = coverage
    ? (CATEGORIES[index % CATEGORIES.length] as Category)
    : rng.weighted(CATEGORY_WEIGHTS);
  const types = TYPES_BY_CATEGORY[category];
  const durations = DURATIONS_BY_CATEGORY[category];
  const round = Math.floor(index / CATEGORIES.length);
  const propertyType = coverage
    ? (types[round % types.length] as (typeof types)[number])[0]
    : rng.weighted(types);
  const duration = coverage
    ? (durations[round % durations.length] as (typeof durations)[number])[0]
    : rng.weighted(durations);
  const kind = rng.pick(KINDS[propertyType]);
  const place = placeIn(rng, region);

  const bedrooms = rng.int(kind.bedrooms[0], kind.bedrooms[1]);
  const bathrooms =
    propertyType === 'land' ? 0 : bedrooms > 0 ? Math.max(1, bedrooms + rng.int(-1, 1)) : rng.int(1, 4);
  const buildingSize = propertyType === 'land' ? null : rng.int(kind.building[0], kind.building[1]);
  const landSize =
    propertyType === 'land'
      ? kind.name === 'Farmland'
        ? rng.int(1, 10) * 4047
        : rng.pick([300, 450, 500, 600, 648, 900, 1000, 1200, 2000])
      : rng.chance(0.6)
        ? Math.round((buildingSize ?? 100) * rng.float(1.3, 3))
        : null;
  const features = rng.sample(AMENITIES, rng.int(2, 6));
  const text = listingText(rng, {
    category,
    propertyType,
    duration,
    kind,
    bedrooms,
    bathrooms,
    landSize,
    buildingSize,
    place,
    regionName: region.name,
    country: region.country,
    features,
  });
  const owner = pickOwner(rng, context.ownersByCountry, region.country);
  const createdAt = new Date(
    context.now.getTime() - rng.next() ** 1.6 * 365 * DAY_MS - rng.int(1, 3600) * 1000,
  );
  const publishedAt = new Date(
    Math.min(context.now.getTime(), createdAt.getTime() + rng.int(1, 48) * 3_600_000),
  );

  const price = priceOf(rng, region, category, propertyType, duration, kind, buildingSize, landSize);
  const row: ListingRow = {
    id: rng.uuid(),
    title: text.title,
    description: text.description,
    detailed_description: text.detailedDescription,
    highlight_one: text.highlights[0],
    highlight_two: text.highlights[1],
    highlight_three: text.highlights[2],
    additional_fees: text.additionalFees,
    bedrooms,
    bathrooms,
    land_size: landSize,
    building_size: buildingSize,
    ...buildingFeatures(rng, kind, propertyType, Boolean(owner.agentId || owner.agencyId)),
    property_type: propertyType,
    category,
    mobile_phone: owner.phone,
    address: place.address,
    city: place.city,
    state: region.name,
    state_code: region.code,
    country: region.country,
    price,
    currency: region.country === 'NG' ? 'NGN' : 'SLE',
    duration,
    features,
    tags: text.tags,
    views: Math.floor(Math.exp(rng.next() * 7.3)) - 1,
    latitude: place.lat,
    longitude: place.lng,
    owner_id: owner.userId,
    agent_id: owner.agentId,
    agency_id: owner.agencyId,
    published_at: publishedAt,
    created_at: createdAt,
    ...seedMoveIn(context.seed, index, {
      category,
      price,
      duration,
      country: region.country,
      state_code: region.code,
      address: place.address,
      city: place.city,
    }),
  };
  const imageCount = index >= context.bulkFrom ? 3 : rng.int(3, 8);
  const pictures = picturesFor(rng, kind, propertyType, imageCount, context.picturesByKind);
  return { row, images: pictures.map((picture) => ({ id: rng.uuid(), picture })) };
}

function pickOwner(
  rng: Random,
  owners: Record<ListingCountry, readonly ListingOwner[]>,
  country: ListingCountry,
): ListingOwner {
  const local = owners[country].length > 0 ? owners[country] : [...owners.NG, ...owners.SL];
  return rng.weighted(local.map((owner) => [owner, owner.weight] as const));
}

function priceOf(
  rng: Random,
  region: SeedRegion,
  category: Category,
  propertyType: PropertyType,
  duration: Duration,
  kind: ListingKind,
  buildingSize: number | null,
  landSize: number | null,
): number {
  const between = ([low, high]: readonly [number, number]) => low * (high / low) ** rng.next();
  let usd: number;
  if (propertyType === 'land') {
    const perM2 = between(kind.name === 'Farmland' ? FARMLAND_PER_M2_USD : LAND_PER_M2_USD);
    // Land prices vary between regions more than rents do.
    const value = (landSize ?? 500) * perM2 * region.priceFactor ** 1.5;
    usd =
      duration === 'outright'
        ? value
        : value * LAND_LEASE_YIELD * (duration === 'year' ? 1 : DURATION_SHARES.month);
  } else {
    const yearlyRent =
      (buildingSize ?? 50) * between(RENT_PER_M2_USD) * TYPE_RENT_FACTORS[propertyType] * region.priceFactor;
    usd =
      duration === 'outright'
        ? yearlyRent * between(SALE_YEARS_OF_RENT)
        : yearlyRent * DURATION_SHARES[duration];
  }
  if (category === 'shared') usd *= 0.5;
  return roundPrice(usd * (region.country === 'NG' ? USD_RATES.NGN : USD_RATES.SLE));
}

/** Three significant figures, as people price things (₦2,350,000; Le 4,350). */
function roundPrice(value: number): number {
  const magnitude = 10 ** Math.max(0, Math.floor(Math.log10(value)) - 2);
  return Math.max(1, Math.round(value / magnitude) * magnitude);
}

const ALTERNATES: Record<PropertyType, readonly PictureKind[]> = {
  residential: ['living-room', 'bedroom', 'kitchen'],
  student: ['bedroom', 'kitchen', 'living-room'],
  commercial: ['office', 'apartment', 'living-room'],
  industrial: ['warehouse', 'land'],
  land: ['land'],
};

/** The cover matches the kind of building; the rest are rooms or neighbouring views, without repeats. */
function picturesFor(
  rng: Random,
  kind: ListingKind,
  propertyType: PropertyType,
  count: number,
  byKind: ReadonlyMap<PictureKind, readonly PoolPicture[]>,
): PoolPicture[] {
  const cover = rng.pick(byKind.get(kind.exterior) ?? []);
  const candidates = [kind.exterior, ...ALTERNATES[propertyType]]
    .flatMap((k) => byKind.get(k) ?? [])
    .filter((picture, i, all) => picture !== cover && all.indexOf(picture) === i);
  return [cover, ...rng.sample(candidates, count - 1)];
}
