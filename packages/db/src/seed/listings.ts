import {
  AMENITIES,
  BASEMENT_TYPES,
  COOLING_TYPES,
  EXTERIOR_FEATURES,
  FLOORING_TYPES,
  OWNERSHIP_TYPES,
  PARKING_TYPES,
} from '@ile/shared/constants/listing-options';
import { CATEGORIES, type Category, type Country, type Duration, type PropertyType } from '../schema/values';
import {
  CATEGORY_WEIGHTS,
  DURATIONS_BY_CATEGORY,
  KINDS,
  type ListingKind,
  SLE_PRICE_DISCOUNT,
  TYPE_PRICE_FACTORS,
  TYPES_BY_CATEGORY,
  USD_LAND_RANGE,
  USD_PRICE_RANGES,
  USD_RATES,
} from './listing-kinds';
import { listingText } from './listing-text';
import type { PictureKind, PoolPicture } from './pictures';
import { placeIn, regionFor, type SeedRegion } from './places';
import { Random } from './random';

/** Who a listing belongs to: the owning user and, when they are one, the agent or agency profile. */
export interface ListingOwner {
  userId: string;
  agentId: string | null;
  agencyId: string | null;
  phone: string;
  country: Country;
  /** Relative share of listings in its country. */
  weight: number;
}

export interface ListingContext {
  seed: number | string;
  now: Date;
  ownersByCountry: Record<Country, readonly ListingOwner[]>;
  picturesByKind: ReadonlyMap<PictureKind, readonly PoolPicture[]>;
  /** Listings from this index on get exactly three images (the cheap bulk share). */
  bulkFrom: number;
}

/** A property row as the writer inserts it (every seeded listing is published). */
export interface ListingRow {
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
  year_built: number | null;
  land_size: number | null;
  building_size: number | null;
  parking_size: number | null;
  garage_size: number | null;
  heating_type: string | null;
  cooling_type: string | null;
  basement: string | null;
  exterior_features: string | null;
  flooring_type: string | null;
  ownership_type: string;
  property_type: PropertyType;
  category: Category;
  mobile_phone: string;
  occupancy: string | null;
  parking: string | null;
  address: string;
  city: string;
  state: string;
  state_code: string;
  country: Country;
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
  const category = coverage ? (CATEGORIES[index % CATEGORIES.length] as Category) : rng.weighted(CATEGORY_WEIGHTS);
  const types = TYPES_BY_CATEGORY[category];
  const durations = DURATIONS_BY_CATEGORY[category];
  const round = Math.floor(index / CATEGORIES.length);
  const propertyType = coverage ? (types[round % types.length] as (typeof types)[number])[0] : rng.weighted(types);
  const duration = coverage ? (durations[round % durations.length] as (typeof durations)[number])[0] : rng.weighted(durations);
  const kind = rng.pick(KINDS[propertyType]);
  const place = placeIn(rng, region);

  const bedrooms = rng.int(kind.bedrooms[0], kind.bedrooms[1]);
  const bathrooms = propertyType === 'land' ? 0 : bedrooms > 0 ? Math.max(1, bedrooms + rng.int(-1, 1)) : rng.int(1, 4);
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
  const createdAt = new Date(context.now.getTime() - rng.next() ** 1.6 * 365 * DAY_MS - rng.int(1, 3600) * 1000);
  const publishedAt = new Date(Math.min(context.now.getTime(), createdAt.getTime() + rng.int(1, 48) * 3_600_000));
  const built = propertyType !== 'land';

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
    year_built: built ? rng.weighted([[rng.int(1975, 1999), 1], [rng.int(2000, 2015), 2], [rng.int(2016, 2025), 3]] as const) : null,
    land_size: landSize,
    building_size: buildingSize,
    parking_size: built && rng.chance(0.5) ? rng.int(12, propertyType === 'industrial' ? 1500 : 60) : null,
    garage_size: kind.exterior === 'duplex' && rng.chance(0.5) ? rng.int(18, 40) : null,
    heating_type: built ? rng.weighted([['None', 8], ['Heat Pump', 1], ['Central', 1]] as const) : null,
    cooling_type: built ? rng.weighted([['Window Units', 4], ['Central Air', 2], ['None', 3], ['Evaporator Cooler', 1]] as const) : null,
    basement: built ? rng.weighted([['None', 9], ['Finished', 1], ['Unfinished', 0.5]] as const) : null,
    exterior_features: built ? rng.pick(EXTERIOR_FEATURES) : null,
    flooring_type: built ? rng.weighted([['Tile', 6], ['Mixed', 2], ['Hardwood', 1], ['Vinyl', 1], ['Laminate', 1], ['Carpet', 0.5]] as const) : null,
    ownership_type: owner.agentId || owner.agencyId ? rng.weighted([['Managed', 3], ['Owned', 1]] as const) : rng.pick(OWNERSHIP_TYPES),
    property_type: propertyType,
    category,
    mobile_phone: owner.phone,
    occupancy: built ? rng.weighted([['Vacant', 6], ['Tenant-Occupied', 2], ['Owner-Occupied', 1]] as const) : null,
    parking: built ? parkingFor(rng, kind) : null,
    address: place.address,
    city: place.city,
    state: region.name,
    state_code: region.code,
    country: region.country,
    price: priceOf(rng, region, category, propertyType, duration, kind, buildingSize, landSize),
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
  };
  const imageCount = index >= context.bulkFrom ? 3 : rng.int(3, 8);
  const pictures = picturesFor(rng, kind, propertyType, imageCount, context.picturesByKind);
  return { row, images: pictures.map((picture) => ({ id: rng.uuid(), picture })) };
}

function pickOwner(rng: Random, owners: Record<Country, readonly ListingOwner[]>, country: Country): ListingOwner {
  const local = owners[country].length > 0 ? owners[country] : [...owners.NG, ...owners.SL];
  return rng.weighted(local.map((owner) => [owner, owner.weight] as const));
}

function parkingFor(rng: Random, kind: ListingKind): string {
  if (kind.exterior === 'duplex') return rng.pick(['Attached Garage', 'Driving', 'Carport']);
  if (kind.exterior === 'warehouse') return rng.pick(['Driving', 'Street Parking']);
  return rng.pick(PARKING_TYPES);
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
  const [low, high] = category === 'sale' && propertyType === 'land' ? USD_LAND_RANGE : USD_PRICE_RANGES[duration];
  // Bigger places sit higher in the range; the rest is the market's noise.
  const size =
    propertyType === 'land'
      ? Math.min(1, (landSize ?? 500) / 8000)
      : Math.min(1, (buildingSize ?? 100) / (kind.building[1] > 600 ? 6000 : 500));
  const position = Math.min(1, Math.max(0, 0.55 * size + 0.45 * rng.next()));
  const shared = category === 'shared' ? 0.5 : 1;
  const usd = low * (high / low) ** position * TYPE_PRICE_FACTORS[propertyType] * shared * region.priceFactor;
  const local = region.country === 'NG' ? usd * USD_RATES.NGN : usd * USD_RATES.SLE * SLE_PRICE_DISCOUNT;
  return roundPrice(local);
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
