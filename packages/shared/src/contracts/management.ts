import { z } from 'zod';
import { AVAILABILITY_ACTIONS } from '../constants/availability';
import type { ListingCurrency } from '../constants/currencies';
import { TEXT_LIMITS } from '../constants/limits';
import {
  MOVE_IN_FIELD_NAMES,
  MoveInEditFieldsInput,
  moveInFieldsOf,
  moveInIssues,
  normaliseLeoneMoveIn,
} from '../move-in/move-in-contract';
import { isMoveInCategory, type MoveInFields } from '../move-in/move-in-cost';
import { findRegion } from '../regions';
import {
  IdSchema,
  ImageDataUrlSchema,
  ListingCountrySchema,
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
  CategorySchema,
  ListingCurrencyInput,
  normaliseLeonePrice,
  PropertyStatusSchema,
  PropertyTypeSchema,
} from './listing-fields';
import { PropertyCardSchema } from './property';
import { REFINE_ALWAYS, requireTypeFields, withoutAbsentFields } from './property-type-fields';
import { PaginationQuery, queryEnum } from './query';

/** POST /api/v1/user/dashboard-data. */
export const DashboardDataBody = z.object({ userId: IdSchema.optional() });
export type DashboardDataBody = z.infer<typeof DashboardDataBody>;

/** What a listing did, counted as it happened: viewers (one per viewer per day), saves, phone reveals, enquiries. */
export const LISTING_FIGURES = ['views', 'saves', 'reveals', 'enquiries'] as const;
export type ListingFigure = (typeof LISTING_FIGURES)[number];
/** The manage area's table and dashboard sum the last this many days; a listing's chart shows PERFORMANCE_DAYS. */
export const FIGURE_WINDOW_DAYS = 30;
export const PERFORMANCE_DAYS = 90;

const count = z.number().int().min(0);
export const ListingFiguresSchema = z.object({
  views: count,
  saves: count,
  reveals: count,
  enquiries: count,
});
export type ListingFigures = z.infer<typeof ListingFiguresSchema>;

export const ListingAccessSchema = z.enum(['own', 'shared', 'team']);
export type ListingAccess = z.infer<typeof ListingAccessSchema>;

/** data of dashboard-data: the tiles of the manage area. */
export const DashboardDataSchema = z.object({
  totalListings: z.number().int().min(0),
  applications: z.number().int().min(0),
  pendingApplications: z.number().int().min(0),
  approvedApplications: z.number().int().min(0),
  rejectedApplications: z.number().int().min(0),
  /** An agency's account: its affiliated agents' listings (0 for everyone else). */
  teamListings: count,
  /** The last 30 days of every listing in the caller's manage area, team members' included. */
  last30Days: ListingFiguresSchema,
  /** An agent of an agency: which, and whether they let it edit their listings; null for everyone else. */
  agency: z.object({ name: z.string(), mayEdit: z.boolean() }).nullable(),
});
export type DashboardData = z.infer<typeof DashboardDataSchema>;

/** A listing in "My Listings" and the edit form: the card plus status, creation date and sizes (m²). */
export const ManagedPropertySchema = PropertyCardSchema.extend({
  state_code: z.string(),
  status: PropertyStatusSchema,
  createdAt: TimestampSchema,
  /** When the owner last confirmed it available (publication counts); null if never published. */
  availableConfirmedAt: TimestampSchema.nullable(),
  land_size: z.number().nullable(),
  building_size: z.number().nullable(),
  garage_size: z.number().nullable(),
  parking_size: z.number().nullable(),
  mobile_phone: z.string().optional(),
  /** The last 30 days. */
  last30Days: ListingFiguresSchema,
  /**
   * own: the caller's (owner, or its agent); shared: an affiliated agent's who lets their agency edit it (not
   * delete it); team: an affiliated agent's, which the agency may only read.
   */
  access: ListingAccessSchema,
  /** Who lists a team member's listing; null for the caller's own. */
  listedBy: z.string().nullable(),
});
export type ManagedProperty = z.infer<typeof ManagedPropertySchema>;

/**
 * data of GET /api/v1/agent/agent-listings/{userId}. The spec's client reads both `agentListings` and
 * `properties`; they hold the same page.
 */
export const AgentListingsResponse = z.object({
  agentListings: z.array(ManagedPropertySchema),
  properties: z.array(ManagedPropertySchema),
  totalItems: z.number().int().min(0),
  totalPages: z.number().int().min(0),
});
export type AgentListingsResponse = z.infer<typeof AgentListingsResponse>;

/** How "My Listings" can be ordered: newest first, or by a 30-day figure. */
export const MANAGED_LISTING_SORTS = ['newest', ...LISTING_FIGURES] as const;
export type ManagedListingSort = (typeof MANAGED_LISTING_SORTS)[number];

/** GET /api/v1/agent/agent-listings/{userId}?page=&size=&sort=&order=. */
export const MyListingsQuery = PaginationQuery.extend({
  sort: queryEnum(MANAGED_LISTING_SORTS).meta({
    description: 'newest (default), or a figure of the last 30 days: views, saves, reveals, enquiries',
  }),
  order: queryEnum(['asc', 'desc'] as const).meta({ description: 'desc (default): most first' }),
});
export type MyListingsQuery = z.infer<typeof MyListingsQuery>;

/** GET /api/v1/manage/listings/{propertyId}/performance. */
export const ListingPerformanceParams = z.object({ propertyId: IdSchema });

/** One day of a listing's chart. */
export const ListingDaySchema = ListingFiguresSchema.extend({
  day: z.iso.date(),
});

/**
 * data of the performance page: the listing, its last 90 days (every day, oldest first, zeros included), its
 * 30-day totals and the medians of similar listings' (published, same state and category; null when none).
 */
export const ListingPerformanceResponse = z.object({
  property: z.object({
    id: IdSchema,
    title: z.string(),
    status: PropertyStatusSchema,
    state: z.string(),
    category: CategorySchema,
    access: ListingAccessSchema,
    listedBy: z.string().nullable(),
  }),
  days: z.array(ListingDaySchema),
  last30Days: ListingFiguresSchema,
  similar: z
    .object({
      listings: z.number().int().min(1),
      median: z.object({ views: z.number(), saves: z.number(), reveals: z.number(), enquiries: z.number() }),
    })
    .nullable(),
});
export type ListingPerformanceResponse = z.infer<typeof ListingPerformanceResponse>;

/** PUT /api/v1/agent/agency-edit-rights: an agent lets their agency edit their listings, or stops it. */
export const AgencyEditRightsBody = z.object({ allow: z.boolean() });
export type AgencyEditRightsBody = z.infer<typeof AgencyEditRightsBody>;
export const AgencyEditRightsSchema = z.object({ allow: z.boolean() });

/** DELETE /api/v1/property/delete-property/{propertyId}. */
export const DeletePropertyParams = z.object({ propertyId: IdSchema });
export type DeletePropertyParams = z.infer<typeof DeletePropertyParams>;

/**
 * POST /api/v1/property/admin-update-property: the edit form, for the listing's owner or staff. Country and
 * state are sent and stored (decisions.md); `state` is a region code or name and comes out as its name, with
 * its code as `stateCode`.
 * `image`, when non-empty, replaces every image and needs 3 to 20; empty or absent keeps the current ones.
 * `currency` is optional (unchanged when absent); a price in SLL comes out in SLE. Bedrooms and bathrooms
 * follow the property type (property-type-fields.ts).
 */
export const AdminUpdatePropertyBody = z
  .object({
    propertyId: IdSchema,
    title: requiredText(TEXT_LIMITS.title),
    price: PriceSchema,
    currency: optionalInput(ListingCurrencyInput),
    category: CategorySchema,
    propertyType: PropertyTypeSchema,
    address: requiredText(TEXT_LIMITS.address),
    country: ListingCountrySchema,
    state: requiredText(100),
    city: optionalText(100),
    bedrooms: optionalInput(RoomCountSchema),
    bathrooms: optionalInput(RoomCountSchema),
    landSize: optionalInput(SizeSqmSchema),
    buildingSize: optionalInput(SizeSqmSchema),
    garageSize: optionalInput(SizeSqmSchema),
    parkingSize: optionalInput(SizeSqmSchema),
    description: requiredText(TEXT_LIMITS.description),
    mobilePhone: PhoneSchema,
    image: z
      .array(ImageDataUrlSchema)
      .max(20, { error: 'Add at most 20 images' })
      .refine((images) => images.length === 0 || images.length >= 3, { error: 'Add at least 3 images' })
      .optional(),
    // Move-in costs (docs/move-in-cost.md): absent keeps them, empty clears them; minor units.
    ...MoveInEditFieldsInput,
  })
  .superRefine(requireTypeFields(['bedrooms', 'bathrooms']), REFINE_ALWAYS)
  .transform((fields, ctx) => {
    const body = withoutAbsentFields(fields);
    const region = findRegion(body.country, body.state);
    if (!region) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'Choose a state or district of the country' });
      return z.NEVER;
    }
    const {
      currency,
      advanceRentMonths: _months,
      agencyFee: _agency,
      legalFee: _legal,
      cautionDeposit: _caution,
      serviceChargeYearly: _service,
      otherCharges: _other,
      ...rest
    } = body;
    const priced: typeof rest & { currency?: ListingCurrency } =
      currency === undefined ? rest : normaliseLeonePrice({ ...rest, currency });
    if (priced.price <= 0) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: 'Price must be greater than 0' });
      return z.NEVER;
    }
    // The block rules need the listing's stored duration: the service checks them (moveInIssues again).
    const given = normaliseLeoneMoveIn(moveInFieldsOf(body), currency);
    const issues = moveInIssues(body.category, given, null);
    for (const issue of issues) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    if (issues.length > 0) return z.NEVER;
    // None sent: kept as stored, except that a sale has none. Any sent: the move-in costs are replaced.
    const sent = MOVE_IN_FIELD_NAMES.some((name) => body[name] !== undefined);
    const moveIn: MoveInFields | undefined = sent || !isMoveInCategory(body.category) ? given : undefined;
    return { ...priced, moveIn, state: region.name, stateCode: region.code };
  });
export type AdminUpdatePropertyBody = z.infer<typeof AdminUpdatePropertyBody>;
export type AdminUpdatePropertyInput = z.input<typeof AdminUpdatePropertyBody>;

/** POST /api/v1/property/{propertyId}/availability: the owner says what became of the listing. */
export const ListingAvailabilityParams = z.object({ propertyId: IdSchema });
export const ListingAvailabilityBody = z.object({
  action: z.enum(AVAILABILITY_ACTIONS).meta({
    description:
      'confirm: a published listing is still available; renew: an expired one is available again; ' +
      'let / sold: take it down at once (it stays in your history)',
  }),
});
export type ListingAvailabilityBody = z.infer<typeof ListingAvailabilityBody>;

/** POST /api/v1/property/availability-link: the one-click link mailed to the owner (no sign-in needed). */
export const AvailabilityLinkBody = z.object({ token: z.string().min(20).max(200) });
export type AvailabilityLinkBody = z.infer<typeof AvailabilityLinkBody>;

/** The listing after an availability action. */
export const ListingAvailabilitySchema = z.object({
  propertyId: IdSchema,
  title: z.string(),
  status: PropertyStatusSchema,
  availableConfirmedAt: TimestampSchema.nullable(),
});
export type ListingAvailability = z.infer<typeof ListingAvailabilitySchema>;
