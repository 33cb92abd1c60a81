import type { ListingCountry } from '@ile/shared';
import { countries } from '@ile/shared';
import type { Random } from './random';

// Where seeded listings are. Regions (codes, names, centroids, towns) come from @ile/shared; this file
// adds how popular and how expensive each one is, and the streets and neighbourhoods of addresses.

export interface SeedRegion {
  country: ListingCountry;
  code: string;
  name: string;
  lat: number;
  lng: number;
  cities: readonly string[];
  /** Relative share of listings. */
  weight: number;
  /** Multiplies the country's base prices. */
  priceFactor: number;
}

const WEIGHTS: Record<string, number> = {
  'NG:LA': 14,
  'NG:FC': 9,
  'NG:RI': 5,
  'NG:OY': 4,
  'NG:OG': 4,
  'NG:EN': 3,
  'NG:KN': 3,
  'NG:KD': 2,
  'NG:DE': 2,
  'NG:ED': 2,
  'NG:AN': 2,
  'NG:AK': 2,
  'NG:PL': 1.5,
  'NG:OS': 1.5,
  'NG:KW': 1.5,
  'NG:IM': 1.5,
  'SL:WU': 9,
  'SL:WR': 3,
  'SL:BO': 2,
  'SL:KE': 2,
  'SL:BM': 2,
  'SL:PL': 2,
  'SL:KN': 1.5,
};

const PRICE_FACTORS: Record<string, number> = {
  'NG:LA': 2.2,
  'NG:FC': 2,
  'NG:RI': 1.4,
  'NG:OY': 0.9,
  'NG:OG': 0.95,
  'NG:EN': 1,
  'NG:KN': 0.85,
  'NG:KD': 0.85,
  'NG:DE': 1,
  'NG:ED': 0.95,
  'NG:AN': 1,
  'NG:AK': 1.05,
  'SL:WU': 1.6,
  'SL:WR': 1,
};

export const SEED_REGIONS: readonly SeedRegion[] = countries.flatMap((country) =>
  country.regions.map((region) => {
    const key = `${country.code}:${region.code}`;
    return {
      country: country.code,
      code: region.code,
      name: region.name,
      lat: region.lat,
      lng: region.lng,
      cities: region.cities,
      weight: WEIGHTS[key] ?? 1,
      priceFactor: PRICE_FACTORS[key] ?? (country.code === 'NG' ? 0.7 : 0.6),
    };
  }),
);

const WEIGHTED_REGIONS = SEED_REGIONS.map((region) => [region, region.weight] as const);

/** Listing i < number of regions takes region i, so every state and district has listings. */
export function regionFor(rng: Random, index: number): SeedRegion {
  return (SEED_REGIONS[index] as SeedRegion | undefined) ?? rng.weighted(WEIGHTED_REGIONS);
}

const NEIGHBOURHOODS: Record<string, readonly string[]> = {
  Ikeja: ['Ikeja GRA', 'Alausa', 'Opebi', 'Oregun', 'Allen'],
  'Lagos Island': ['Ikoyi', 'Victoria Island', 'Lekki Phase 1', 'Oniru', 'Banana Island', 'Obalende'],
  Ikorodu: ['Ikorodu GRA', 'Ijede', 'Igbogbo'],
  Epe: ['Epe Town', 'Eleko', 'Ibeju-Lekki'],
  Abuja: ['Wuse 2', 'Maitama', 'Asokoro', 'Garki', 'Gwarinpa', 'Jabi', 'Utako', 'Lugbe', 'Katampe'],
  'Port Harcourt': ['GRA Phase 2', 'Trans-Amadi', 'Rumuokoro', 'D-Line', 'Woji', 'Elelenwo'],
  Ibadan: ['Bodija', 'Jericho', 'Oluyole Estate', 'Ring Road', 'Akobo'],
  Enugu: ['Independence Layout', 'GRA', 'Trans-Ekulu', 'New Haven'],
  Kano: ['Nassarawa GRA', 'Bompai', 'Sabon Gari'],
  Kaduna: ['Barnawa', 'Malali', 'Ungwan Rimi'],
  'Benin City': ['GRA', 'Ugbowo', 'Sapele Road'],
  Abeokuta: ['Ibara', 'Oke-Mosan', 'Kuto'],
  Freetown: [
    'Aberdeen',
    'Lumley',
    'Hill Station',
    'Wilberforce',
    'Murray Town',
    'Congo Cross',
    'Goderich',
    'Tengbeh Town',
  ],
  Bo: ['Bo Town', 'New London', 'Kulanda Town'],
  Kenema: ['Nyandeyama', 'Burma', 'Kpayama'],
};

const STREETS: Record<ListingCountry, readonly string[]> = {
  NG: [
    'Ahmadu Bello Way',
    'Nnamdi Azikiwe Street',
    'Obafemi Awolowo Way',
    'Tafawa Balewa Road',
    'Murtala Mohammed Way',
    'Herbert Macaulay Way',
    'Independence Avenue',
    'Airport Road',
    'Market Road',
    'Station Road',
    'Hospital Road',
    'School Road',
    'Church Street',
    'Club Road',
    'Stadium Road',
    'Unity Road',
    'Palace Road',
    'New Layout Road',
    'Okpara Avenue',
    'Aminu Kano Crescent',
    'Adeola Odeku Street',
    'Admiralty Way',
    'Allen Avenue',
    'Isaac John Street',
    'Bode Thomas Street',
    'Ikwerre Road',
    'Aba Road',
    'Zik Avenue',
    'Ogui Road',
    'Sapele Road',
    'Ring Road',
    'Queen Elizabeth Road',
    'Lagos Street',
    'Forestry Road',
    'Bank Road',
    'Circular Road',
  ],
  SL: [
    'Siaka Stevens Street',
    'Wilkinson Road',
    'Spur Road',
    'Lumley Beach Road',
    'Main Motor Road',
    'Kissy Road',
    'Pademba Road',
    'Sanders Street',
    'Circular Road',
    'Bai Bureh Road',
    'Dama Road',
    'Tikonko Road',
    'Hangha Road',
    'Blama Road',
    'Azzolini Highway',
    'Teko Road',
    'Old Railway Line',
    'Hospital Road',
    'Station Road',
    'Market Street',
    'Fort Street',
    'Regent Road',
    'Jomo Kenyatta Road',
    'Mahei Boima Road',
    'Hill Cut Road',
  ],
};

const ESTATES = ['Gardens Estate', 'Court Estate', 'Royal Estate', 'Heights', 'Villa Estate', 'Haven Estate'];

export interface Place {
  city: string;
  /** A neighbourhood of the city when known, else the city. */
  locality: string;
  address: string;
  lat: number;
  lng: number;
}

export function placeIn(rng: Random, region: SeedRegion): Place {
  // The capital and first towns are where most listings are.
  const city = rng.weighted(region.cities.map((name, i) => [name, i === 0 ? 4 : 2 / i] as const));
  const neighbourhoods = NEIGHBOURHOODS[city];
  const locality = neighbourhoods ? rng.pick(neighbourhoods) : city;
  const street = rng.pick(STREETS[region.country]);
  const address = rng.chance(0.15)
    ? `Plot ${rng.int(1, 240)}, ${locality} ${rng.pick(ESTATES)}`
    : `${rng.int(1, 180)} ${street}, ${locality}`;
  const spread = region.code === 'LA' || region.code === 'WU' ? 0.08 : 0.25;
  return {
    city,
    locality,
    address,
    lat: round(region.lat + rng.gaussian() * spread, 5),
    lng: round(region.lng + rng.gaussian() * spread, 5),
  };
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}
