import { z } from 'zod';
import { TEXT_LIMITS } from '../constants/limits';
import { findRegion } from '../regions';
import { AgentCardSchema } from './agent';
import { applicationRecordFields, PendingStatusInput } from './applications';
import {
  EmailSchema,
  IdSchema,
  ImageDataUrlSchema,
  ListingCountryCodeSchema,
  ListingCountrySchema,
  optionalInput,
  optionalText,
  PhoneSchema,
  requiredText,
  WebsiteSchema,
} from './common';
import { PropertyCardSchema } from './property';
import { PaginationQuery, paginated, queryText } from './query';
import { GenderSchema } from './user';
import { VerificationBadgesSchema } from './verification';

/**
 * POST /api/v1/applications/agency. Licence number, fax, postal code, website, country and region are sent
 * and stored (decisions.md). `corperateValue` keeps the spec's spelling. `region` is a region code or name
 * of `country` and comes out as the region's name.
 */
export const CreateAgencyApplicationBody = z
  .object({
    userId: IdSchema.optional(),
    status: PendingStatusInput,
    agencyName: requiredText(200),
    workEmail: EmailSchema,
    address: requiredText(TEXT_LIMITS.address),
    country: ListingCountrySchema,
    region: requiredText(100),
    licenseNumber: requiredText(100),
    officePhone: PhoneSchema,
    corperateValue: requiredText(TEXT_LIMITS.description),
    history: requiredText(TEXT_LIMITS.description),
    image: ImageDataUrlSchema,
    documentImage: optionalInput(ImageDataUrlSchema),
    website: optionalInput(WebsiteSchema),
    linkedin: optionalInput(WebsiteSchema),
    fax: optionalInput(PhoneSchema),
    postalCode: optionalInput(
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9 -]{2,12}$/, { error: 'Enter a valid postal code' }),
    ),
    mobilePhone: optionalInput(PhoneSchema),
    description: optionalText(TEXT_LIMITS.description),
    position: optionalText(100),
    gender: optionalInput(GenderSchema),
    agencyId: optionalInput(IdSchema),
  })
  .transform((body, ctx) => {
    const region = findRegion(body.country, body.region);
    if (!region) {
      ctx.addIssue({
        code: 'custom',
        path: ['region'],
        message: 'Choose a state or district of the country',
      });
      return z.NEVER;
    }
    return { ...body, region: region.name };
  });
export type CreateAgencyApplicationBody = z.infer<typeof CreateAgencyApplicationBody>;
export type CreateAgencyApplicationInput = z.input<typeof CreateAgencyApplicationBody>;

export const AgencyApplicationSchema = z.object({
  ...applicationRecordFields,
  agency_name: z.string(),
  work_email: z.string(),
  address: z.string(),
  country: ListingCountryCodeSchema,
  region: z.string(),
  license_number: z.string(),
  office_phone: z.string(),
  corperate_values: z.string(),
  history: z.string(),
  image: z.string(),
  document_image: z.string().nullable(),
  website: z.string().nullable(),
  linkedin: z.string().nullable(),
  fax: z.string().nullable(),
  postal_code: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  description: z.string().nullable(),
  position: z.string().nullable(),
  gender: GenderSchema.nullable(),
});
export type AgencyApplication = z.infer<typeof AgencyApplicationSchema>;

/**
 * An agency in the directory. `document_image` (the registration document) is only returned to the agency
 * itself and to staff.
 */
export const AgencyCardSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  agency_name: z.string(),
  profile_image: z.string().nullable(),
  document_image: z.string().nullable().optional(),
  mobile_phone: z.string().nullable(),
  office_phone: z.string(),
  business_email: z.string(),
  office_address: z.string(),
  position: z.string().nullable(),
  /** The agency's badges (business verified; the account holder's ID). */
  verification: VerificationBadgesSchema,
});
export type AgencyCard = z.infer<typeof AgencyCardSchema>;

/**
 * GET /api/v1/agency/agencies?page=&size=&search=: `search` keeps the agencies whose name contains the
 * text (any case), for the agent application's agency picker; empty means all.
 */
export const ListAgenciesQuery = PaginationQuery.extend({ search: queryText(100) });
export type ListAgenciesQuery = z.infer<typeof ListAgenciesQuery>;

/** data of GET /api/v1/agency/agencies?page=&size=. */
export const AgenciesListResponse = paginated('agency', AgencyCardSchema);
export type AgenciesListResponse = z.infer<typeof AgenciesListResponse>;

export const SingleAgencySchema = AgencyCardSchema.extend({
  description: z.string().nullable(),
  office_number: z.string(),
  website: z.string().nullable(),
  corperate_values: z.string(),
  history: z.string(),
  license_number: z.string(),
  fax: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: ListingCountryCodeSchema,
  region: z.string(),
  views: z.number().int().min(0),
});
export type SingleAgency = z.infer<typeof SingleAgencySchema>;

export const AgencyCountsSchema = z.object({
  listings: z.number().int().min(0),
  reviews: z.number().int().min(0),
  agents: z.number().int().min(0),
  views: z.number().int().min(0),
});

/** data of GET /api/v1/agency/single-agency/{userId}: the agency's fields with its first listings and agents. */
export const SingleAgencyResponse = SingleAgencySchema.extend({
  agencyListings: z.array(PropertyCardSchema),
  agencyAgents: z.array(AgentCardSchema),
  counts: AgencyCountsSchema,
});
export type SingleAgencyResponse = z.infer<typeof SingleAgencyResponse>;

/** data of GET /api/v1/agency/agency-listings/{userId}. */
export const AgencyListingsResponse = paginated('agencyListings', PropertyCardSchema);
export type AgencyListingsResponse = z.infer<typeof AgencyListingsResponse>;

/** data of GET /api/v1/agency/agency-agents/{userId}. */
export const AgencyAgentsResponse = paginated('agencyAgents', AgentCardSchema);
export type AgencyAgentsResponse = z.infer<typeof AgencyAgentsResponse>;
