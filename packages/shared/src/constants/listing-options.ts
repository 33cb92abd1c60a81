/** Option lists of the listing form, the edit form and the search filters (one canonical list each). */

export const CATEGORIES = ['rental', 'lease', 'sale', 'shared', 'hostel'] as const;
export type Category = (typeof CATEGORIES)[number];
export const CATEGORY_OPTIONS = [
  { value: 'rental', label: 'Rental' },
  { value: 'lease', label: 'Lease' },
  { value: 'sale', label: 'Sale' },
  { value: 'shared', label: 'Shared apartment' },
  { value: 'hostel', label: 'Hostel' },
] as const satisfies readonly { value: Category; label: string }[];

export const PROPERTY_TYPES = ['residential', 'commercial', 'student', 'industrial', 'land'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const PROPERTY_TYPE_OPTIONS = [
  { value: 'residential', label: 'Residential' },
  { value: 'commercial', label: 'Commercial' },
  { value: 'student', label: 'Student' },
  { value: 'industrial', label: 'Industrial' },
  { value: 'land', label: 'Land' },
] as const satisfies readonly { value: PropertyType; label: string }[];

export const DURATIONS = ['day', 'week', 'month', 'year', 'outright'] as const;
export type Duration = (typeof DURATIONS)[number];
export const DURATION_OPTIONS = [
  { value: 'day', label: 'per day' },
  { value: 'week', label: 'per week' },
  { value: 'month', label: 'per month' },
  { value: 'year', label: 'per year' },
  { value: 'outright', label: 'outright' },
] as const satisfies readonly { value: Duration; label: string }[];

// The stored values below are the spec's, kept verbatim (including 'Driving' and 'forced Air'): changing one
// would be a data migration. What people read comes from the *_OPTIONS lists, whose labels are corrected.
export const PARKING_TYPES = [
  'Street Parking',
  'Driving',
  'Attached Garage',
  'Carport',
  'No Parking',
] as const;
export type ParkingType = (typeof PARKING_TYPES)[number];
export const PARKING_TYPE_OPTIONS = PARKING_TYPES.map((value) => ({
  value,
  label: value === 'Driving' ? 'Driveway' : value,
})) satisfies readonly { value: ParkingType; label: string }[];

export const HEATING_TYPES = ['Central', 'forced Air', 'Radiant', 'Baseboard', 'Heat Pump', 'None'] as const;
export type HeatingType = (typeof HEATING_TYPES)[number];
export const HEATING_TYPE_OPTIONS = HEATING_TYPES.map((value) => ({
  value,
  label: value === 'forced Air' ? 'Forced air' : value,
})) satisfies readonly { value: HeatingType; label: string }[];

export const COOLING_TYPES = ['Central Air', 'Window Units', 'Evaporator Cooler', 'None'] as const;
export type CoolingType = (typeof COOLING_TYPES)[number];

export const BASEMENT_TYPES = ['Unfinished', 'Partially finished', 'Finished', 'None'] as const;
export type BasementType = (typeof BASEMENT_TYPES)[number];

export const EXTERIOR_FEATURES = [
  'Balcony',
  'Deck',
  'Patio',
  'Porch',
  'Yard',
  'Fenced Yard',
  'Pool',
  'None',
] as const;
export type ExteriorFeature = (typeof EXTERIOR_FEATURES)[number];

export const FLOORING_TYPES = ['Carpet', 'Hardwood', 'Tile', 'Laminate', 'Vinyl', 'Mixed'] as const;
export type FlooringType = (typeof FLOORING_TYPES)[number];

export const OCCUPANCY_TYPES = ['Owner-Occupied', 'Tenant-Occupied', 'Vacant'] as const;
export type OccupancyType = (typeof OCCUPANCY_TYPES)[number];

export const OWNERSHIP_TYPES = ['Owned', 'Managed'] as const;
export type OwnershipType = (typeof OWNERSHIP_TYPES)[number];

export const AMENITIES = [
  'Schools',
  'Parks',
  'Public Transit',
  'Shopping centers',
  'Restaurants',
  'Hospitals',
] as const;
export type Amenity = (typeof AMENITIES)[number];

/** Select options; 'N+' means N or more. Stored counts are plain integers. */
export const BEDROOM_OPTIONS = ['1', '2', '3', '4', '5+'] as const;
export type BedroomOption = (typeof BEDROOM_OPTIONS)[number];
export const BATHROOM_OPTIONS = ['1', '2', '3', '4', '5', '6', '6+'] as const;
export type BathroomOption = (typeof BATHROOM_OPTIONS)[number];
