import type { PropertyType } from '@ile/shared';
import {
  type BasementType,
  type CoolingType,
  EXTERIOR_FEATURES,
  type ExteriorFeature,
  type FlooringType,
  type HeatingType,
  type OccupancyType,
  OWNERSHIP_TYPES,
  type OwnershipType,
  PARKING_TYPES,
  type ParkingType,
} from '@ile/shared';
import type { ListingKind } from './listing-kinds';
import type { Random } from './random';

// The listing form's descriptive options for a seeded building, in proportions typical of the region
// (no heating, few basements, tiled floors). Land has none of them.

export interface BuildingFeatures {
  year_built: number | null;
  parking_size: number | null;
  garage_size: number | null;
  heating_type: HeatingType | null;
  cooling_type: CoolingType | null;
  basement: BasementType | null;
  exterior_features: ExteriorFeature | null;
  flooring_type: FlooringType | null;
  ownership_type: OwnershipType;
  occupancy: OccupancyType | null;
  parking: ParkingType | null;
}

type Weighted<T> = readonly (readonly [T, number])[];

const HEATING: Weighted<HeatingType> = [
  ['None', 8],
  ['Heat Pump', 1],
  ['Central', 1],
];
const COOLING: Weighted<CoolingType> = [
  ['Window Units', 4],
  ['None', 3],
  ['Central Air', 2],
  ['Evaporator Cooler', 1],
];
const BASEMENTS: Weighted<BasementType> = [
  ['None', 9],
  ['Finished', 1],
  ['Unfinished', 0.5],
];
const FLOORING: Weighted<FlooringType> = [
  ['Tile', 6],
  ['Mixed', 2],
  ['Hardwood', 1],
  ['Vinyl', 1],
  ['Laminate', 1],
  ['Carpet', 0.5],
];
const OCCUPANCY: Weighted<OccupancyType> = [
  ['Vacant', 6],
  ['Tenant-Occupied', 2],
  ['Owner-Occupied', 1],
];
const MANAGED: Weighted<OwnershipType> = [
  ['Managed', 3],
  ['Owned', 1],
];

export function buildingFeatures(
  rng: Random,
  kind: ListingKind,
  propertyType: PropertyType,
  listedByProfessional: boolean,
): BuildingFeatures {
  const ownership = listedByProfessional ? rng.weighted(MANAGED) : rng.pick(OWNERSHIP_TYPES);
  if (propertyType === 'land') {
    return {
      year_built: null,
      parking_size: null,
      garage_size: null,
      heating_type: null,
      cooling_type: null,
      basement: null,
      exterior_features: null,
      flooring_type: null,
      ownership_type: ownership,
      occupancy: null,
      parking: null,
    };
  }
  const era = rng.weighted<readonly [number, number]>([
    [[1975, 1999], 1],
    [[2000, 2015], 2],
    [[2016, 2025], 3],
  ]);
  return {
    year_built: rng.int(era[0], era[1]),
    parking_size: rng.chance(0.5) ? rng.int(12, propertyType === 'industrial' ? 1500 : 60) : null,
    garage_size: kind.exterior === 'duplex' && rng.chance(0.5) ? rng.int(18, 40) : null,
    heating_type: rng.weighted(HEATING),
    cooling_type: rng.weighted(COOLING),
    basement: rng.weighted(BASEMENTS),
    exterior_features: rng.pick(EXTERIOR_FEATURES),
    flooring_type: rng.weighted(FLOORING),
    ownership_type: ownership,
    occupancy: rng.weighted(OCCUPANCY),
    parking: parkingFor(rng, kind),
  };
}

function parkingFor(rng: Random, kind: ListingKind): ParkingType {
  if (kind.exterior === 'duplex') return rng.pick(['Attached Garage', 'Driving', 'Carport'] as const);
  if (kind.exterior === 'warehouse') return rng.pick(['Driving', 'Street Parking'] as const);
  return rng.pick(PARKING_TYPES);
}
