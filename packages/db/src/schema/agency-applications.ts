import type { Gender, ListingCountry } from '@ile/shared';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { ApplicationColumns } from './application-columns';

export interface AgencyApplicationsTable extends ApplicationColumns {
  agency_name: string;
  /** Storage key of the profile image. */
  image_key: string | null;
  /** Storage key of the registration document. */
  document_key: string | null;
  description: string | null;
  position: string | null;
  work_email: string;
  gender: Gender | null;
  linkedin: string | null;
  /** Office address. */
  address: string;
  mobile_phone: string | null;
  office_phone: string;
  website: string | null;
  fax: string | null;
  history: string | null;
  corporate_values: string | null;
  license_number: string | null;
  postal_code: string | null;
  country: ListingCountry;
  region: string | null;
}

export type AgencyApplication = Selectable<AgencyApplicationsTable>;
export type NewAgencyApplication = Insertable<AgencyApplicationsTable>;
export type AgencyApplicationUpdate = Updateable<AgencyApplicationsTable>;
