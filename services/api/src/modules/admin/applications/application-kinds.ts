import {
  listAgencyApplicationsForConsole,
  listAgentApplicationsForConsole,
  listListingApplicationsForConsole,
  listStudentApplicationsForConsole,
} from '@ile/db/repositories/applications-console.repository';
import { CATEGORIES, IdSchema, LISTING_COUNTRIES, PROPERTY_TYPES, STUDENT_PROOF_TYPES } from '@ile/shared';
import {
  AgencyApplicationRecord,
  AgentApplicationRecord,
  ListingApplicationRecord,
  StudentApplicationRecord,
} from '@ile/shared/contracts/admin/applications';
import { z } from 'zod';
import { privateFileUrl } from '../schemas';
import { filterSchema, oneOrMany } from '../simple-rest';
import { commonFilters, commonRecord, commonSorts, type KindSpec, withSortColumn } from './application-query';
import { toFlagItems } from './flag-items';

export { DEFAULT_APPLICATION_SORT, type KindSpec } from './application-query';

/** The four kinds of application the console decides: each one's filters, sorts, query and record. */

/** What an agent and an agency both tell about themselves when they apply. */
type ProfileField =
  | 'description'
  | 'position'
  | 'work_email'
  | 'gender'
  | 'linkedin'
  | 'address'
  | 'mobile_phone'
  | 'office_phone';
function professionalProfile<R extends Record<ProfileField, unknown>>(row: R): Pick<R, ProfileField> {
  const { description, position, work_email, gender, linkedin, address, mobile_phone, office_phone } = row;
  return { description, position, work_email, gender, linkedin, address, mobile_phone, office_phone };
}

// ---------------------------------------------------------------------------------------------- listing

const listingFilter = filterSchema({
  ...commonFilters,
  country: oneOrMany(z.enum(LISTING_COUNTRIES)).optional(),
  state: oneOrMany(z.string().trim().min(1).max(10)).optional().meta({ description: 'Region code, e.g. LA' }),
  category: oneOrMany(z.enum(CATEGORIES)).optional(),
  property_type: oneOrMany(z.enum(PROPERTY_TYPES)).optional(),
  price_gte: z.number().min(0).optional(),
  price_lte: z.number().min(0).optional(),
  flagged: z.boolean().optional().meta({
    description: 'true: only applications flagged as possible duplicates; false: only unflagged ones',
  }),
});

export const listingApplications: KindSpec<typeof listingFilter, ListingApplicationRecord> = {
  kind: 'listing',
  resource: 'listing-applications',
  filter: listingFilter,
  sorts: { ...commonSorts, title: 'a.title', price: 'a.price', state: 'a.state', country: 'a.country' },
  record: ListingApplicationRecord,
  async list(db, params) {
    const { rows, total } = await listListingApplicationsForConsole(db, withSortColumn(params, this.sorts));
    return {
      total,
      rows: rows.map((row) => {
        const {
          applicant_first_name: _f,
          applicant_last_name: _l,
          applicant_email: _e,
          decider_first_name: _df,
          decider_last_name: _dl,
          images,
          flags,
          ...columns
        } = row;
        return {
          ...columns,
          ...commonRecord(row),
          images: images.map((image) => ({
            id: image.id,
            position: image.position,
            url: privateFileUrl(image.original_key) ?? '',
            content_type: image.content_type,
            bytes: image.bytes,
          })),
          flag_count: flags.length,
          flags: toFlagItems(flags),
        };
      }),
    };
  },
};

// ---------------------------------------------------------------------------------------------- agent

const agentFilter = filterSchema({
  ...commonFilters,
  agency_id: IdSchema.optional(),
  country: z.string().trim().length(2).optional().meta({ description: "The applicant's country (ISO code)" }),
});

export const agentApplications: KindSpec<typeof agentFilter, AgentApplicationRecord> = {
  kind: 'agent',
  resource: 'agent-applications',
  filter: agentFilter,
  sorts: { ...commonSorts, last_name: 'a.last_name', work_email: 'a.work_email' },
  record: AgentApplicationRecord,
  async list(db, params) {
    const { rows, total } = await listAgentApplicationsForConsole(
      db,
      withSortColumn(
        { ...params, filter: { ...params.filter, country: params.filter.country?.toUpperCase() } },
        this.sorts,
      ),
    );
    return {
      total,
      rows: rows.map((row) => ({
        ...commonRecord(row),
        first_name: row.first_name,
        last_name: row.last_name,
        image_url: privateFileUrl(row.image_key),
        ...professionalProfile(row),
        agency_id: row.agency_id,
        agency_name: row.agency_name,
      })),
    };
  },
};

// ---------------------------------------------------------------------------------------------- agency

const agencyFilter = filterSchema({
  ...commonFilters,
  country: oneOrMany(z.enum(LISTING_COUNTRIES)).optional(),
  state: z.string().trim().min(1).max(100).optional().meta({ description: 'Region name, e.g. Lagos' }),
});

export const agencyApplications: KindSpec<typeof agencyFilter, AgencyApplicationRecord> = {
  kind: 'agency',
  resource: 'agency-applications',
  filter: agencyFilter,
  sorts: { ...commonSorts, agency_name: 'a.agency_name', country: 'a.country' },
  record: AgencyApplicationRecord,
  async list(db, params) {
    const { rows, total } = await listAgencyApplicationsForConsole(db, withSortColumn(params, this.sorts));
    return {
      total,
      rows: rows.map((row) => ({
        ...commonRecord(row),
        agency_name: row.agency_name,
        image_url: privateFileUrl(row.image_key),
        document_url: privateFileUrl(row.document_key),
        ...professionalProfile(row),
        website: row.website,
        fax: row.fax,
        history: row.history,
        corporate_values: row.corporate_values,
        license_number: row.license_number,
        postal_code: row.postal_code,
        country: row.country,
        region: row.region,
      })),
    };
  },
};

// ---------------------------------------------------------------------------------------------- student

const studentFilter = filterSchema({
  ...commonFilters,
  proof_type: z.enum(STUDENT_PROOF_TYPES).optional(),
  university: z.string().trim().min(1).max(200).optional(),
  country: z.string().trim().length(2).optional().meta({ description: "The applicant's country (ISO code)" }),
});

export const studentApplications: KindSpec<typeof studentFilter, StudentApplicationRecord> = {
  kind: 'student',
  resource: 'student-applications',
  filter: studentFilter,
  sorts: { ...commonSorts, university: 'a.university', last_name: 'a.last_name' },
  record: StudentApplicationRecord,
  async list(db, params) {
    const { rows, total } = await listStudentApplicationsForConsole(
      db,
      withSortColumn(
        { ...params, filter: { ...params.filter, country: params.filter.country?.toUpperCase() } },
        this.sorts,
      ),
    );
    return {
      total,
      rows: rows.map((row) => ({
        ...commonRecord(row),
        first_name: row.first_name,
        last_name: row.last_name,
        email: row.email,
        university: row.university,
        university_email: row.university_email,
        request_location: row.request_location,
        proof_type: row.proof_type,
        document_url: privateFileUrl(row.document_key),
      })),
    };
  },
};

export const APPLICATION_SPECS = {
  listing: listingApplications,
  agent: agentApplications,
  agency: agencyApplications,
  student: studentApplications,
} as const;
