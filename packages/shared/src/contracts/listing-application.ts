import { z } from 'zod';
import { TEXT_LIMITS } from '../constants/limits';
import {
  type MOVE_IN_FIELD_NAMES,
  MoveInFieldsInput,
  moveInFieldsOf,
  moveInIssues,
  normaliseLeoneMoveIn,
} from '../move-in/move-in-contract';
import { findRegion } from '../regions';
import {
  ApplicationStatusSchema,
  applicationRecordFields,
  CreateApplicationResponse,
  PendingStatusInput,
} from './applications';
import {
  IdSchema,
  ListingCountrySchema,
  ListingImagesSchema,
  optionalInput,
  optionalText,
  PhoneSchema,
  PriceSchema,
  RoomCountSchema,
  requiredText,
  SizeSqmSchema,
  TimestampSchema,
} from './common';
import {
  AmenitySchema,
  BasementTypeSchema,
  CategorySchema,
  CoolingTypeSchema,
  DurationSchema,
  ExteriorFeatureSchema,
  FlooringTypeSchema,
  HeatingTypeSchema,
  ListingCurrencyInput,
  normaliseLeonePrice,
  OccupancyTypeSchema,
  OwnershipTypeSchema,
  ParkingTypeSchema,
  PropertyTypeSchema,
  YearBuiltInput,
} from './listing-fields';
import { PropertySchema } from './property';
import {
  REFINE_ALWAYS,
  requireTypeFields,
  type TypeDependentField,
  withoutAbsentFields,
} from './property-type-fields';
import { PaginationQuery, paginated } from './query';

/**
 * The become-a-host form's fields, before the cross-field checks: the site builds its per-step schemas
 * from these so the browser and the server agree.
 */
export const ListingApplicationFields = z.object({
  userId: IdSchema.optional(),
  status: PendingStatusInput,
  // step 1
  title: requiredText(TEXT_LIMITS.title),
  price: PriceSchema,
  currency: ListingCurrencyInput,
  duration: DurationSchema,
  description: requiredText(TEXT_LIMITS.description),
  address: requiredText(TEXT_LIMITS.address),
  country: ListingCountrySchema,
  state: requiredText(100),
  city: optionalText(100),
  // step 2
  category: CategorySchema,
  propertyType: PropertyTypeSchema,
  parking: ParkingTypeSchema,
  // heating, cooling, flooring, bedrooms and bathrooms: required or not by property type (requireTypeFields)
  heatingType: optionalInput(HeatingTypeSchema),
  coolingType: optionalInput(CoolingTypeSchema),
  basement: BasementTypeSchema,
  exteriorFeatures: ExteriorFeatureSchema,
  flooringType: optionalInput(FlooringTypeSchema),
  occupancy: OccupancyTypeSchema,
  ownershipType: OwnershipTypeSchema,
  // step 3
  bedrooms: optionalInput(RoomCountSchema),
  bathrooms: optionalInput(RoomCountSchema),
  landSize: optionalInput(SizeSqmSchema),
  buildingSize: optionalInput(SizeSqmSchema),
  parkingSize: optionalInput(SizeSqmSchema),
  garageSize: optionalInput(SizeSqmSchema),
  yearBuilt: optionalInput(YearBuiltInput),
  // A multipart body gives a lone checked amenity as a string, not a list.
  amenities: z
    .preprocess((value) => (typeof value === 'string' ? [value] : value), z.array(AmenitySchema).max(20))
    .default([]),
  mobilePhone: PhoneSchema,
  images: ListingImagesSchema,
  // sent empty by the spec's client
  detailedDescription: optionalText(TEXT_LIMITS.description),
  highlightOne: optionalText(),
  highlightTwo: optionalText(),
  highlightThree: optionalText(),
  additionalFees: optionalText(1000),
  // move-in costs (rentals, leases, shared, hostels): amounts in the currency's minor unit
  ...MoveInFieldsInput,
});

/**
 * The wizard's cross-field checks and normalisation, for its own fields or any schema built from them (the
 * bulk import's CSV row): rooms and finishes by property type, `state` as a region of `country` (giving its
 * name and `stateCode`), SLL prices in SLE.
 */
export function checkedListingFields<Fields extends z.ZodType<ListingCoreFields>>(fields: Fields) {
  return fields.superRefine(requireTypeFields(), REFINE_ALWAYS).transform((values: z.output<Fields>, ctx) => {
    const body = withoutAbsentFields(values);
    const region = findRegion(body.country, body.state);
    if (!region) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'Choose a state or district of the country' });
      return z.NEVER;
    }
    const priced = normaliseLeonePrice(body);
    if (priced.price <= 0) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'Price must be greater than 0' });
      return z.NEVER;
    }
    const moveIn = normaliseLeoneMoveIn(moveInFieldsOf(body), body.currency);
    const issues = moveInIssues(body.category, moveIn, {
      ...priced,
      stateCode: region.code,
      city: priced.city ?? null,
    });
    for (const issue of issues) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    if (issues.length > 0) return z.NEVER;
    const {
      advanceRentMonths: _months,
      agencyFee: _agency,
      legalFee: _legal,
      cautionDeposit: _caution,
      serviceChargeYearly: _service,
      otherCharges: _other,
      ...listing
    } = priced;
    return { ...listing, ...moveIn, state: region.name, stateCode: region.code };
  });
}
type ListingCoreFields = Pick<
  z.output<typeof ListingApplicationFields>,
  | 'country'
  | 'state'
  | 'city'
  | 'address'
  | 'price'
  | 'currency'
  | 'duration'
  | 'category'
  | 'propertyType'
  | TypeDependentField
  | MoveInFieldName
>;
type MoveInFieldName = (typeof MOVE_IN_FIELD_NAMES)[number];

/**
 * POST /api/v1/applications/property: the become-a-host form. Required fields follow part 1 §5, plus
 * `mobilePhone` (the contact dialog needs it), except that rooms and finishes follow the property type
 * (property-type-fields.ts): a plot of land has none, and they are dropped if sent. `state` is a region code or name of `country` and comes out
 * as the region's name, with its code as `stateCode`; a price in SLL comes out in SLE. Sizes are in m².
 */
export const CreateListingApplicationBody = checkedListingFields(ListingApplicationFields);
export type CreateListingApplicationBody = z.infer<typeof CreateListingApplicationBody>;
export type CreateListingApplicationInput = z.input<typeof CreateListingApplicationBody>;

/** A listing application as the owner and the staff console see it. */
export const ListingApplicationSchema = PropertySchema.pick({
  title: true,
  price: true,
  currency: true,
  duration: true,
  description: true,
  detailed_description: true,
  highlights: true,
  additional_fees: true,
  address: true,
  country: true,
  state: true,
  state_code: true,
  city: true,
  category: true,
  property_type: true,
  parking: true,
  heating_type: true,
  cooling_type: true,
  basement: true,
  exterior_features: true,
  flooring_type: true,
  occupancy: true,
  ownership_type: true,
  bedrooms: true,
  bathrooms: true,
  land_size: true,
  building_size: true,
  parking_size: true,
  garage_size: true,
  year_built: true,
  images: true,
}).extend({
  ...applicationRecordFields,
  amenities: z.array(AmenitySchema),
  mobile_phone: z.string(),
  /** The published property once the application is successful. */
  property_id: IdSchema.nullable(),
});
export type ListingApplication = z.infer<typeof ListingApplicationSchema>;

/** A row of "My Listing Applications". */
export const PropertyApplicationItemSchema = z.object({
  id: IdSchema,
  title: z.string(),
  status: ApplicationStatusSchema,
  createdAt: TimestampSchema,
});
export type PropertyApplicationItem = z.infer<typeof PropertyApplicationItemSchema>;

/** GET /api/v1/applications/property-applications-user/{userId}?page=&size=. */
export const ListPropertyApplicationsQuery = PaginationQuery;
export type ListPropertyApplicationsQuery = z.infer<typeof ListPropertyApplicationsQuery>;

/** data of GET /api/v1/applications/property-applications-user/{userId}. */
export const PropertyApplicationsResponse = paginated('propertyApplications', PropertyApplicationItemSchema);
export type PropertyApplicationsResponse = z.infer<typeof PropertyApplicationsResponse>;

/** data of POST /api/v1/applications/property: the new application's id; it starts `pending`. */
export const CreateListingApplicationResponse = CreateApplicationResponse;
export type CreateListingApplicationResponse = CreateApplicationResponse;
