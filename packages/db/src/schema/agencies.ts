import type { ListingCountry } from '@ile/shared';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, UuidId } from './columns';

/** The public profile of a user with role Agency, created when their application is approved. */
export interface AgenciesTable {
  id: UuidId;
  user_id: string;
  agency_name: string;
  office_address: string | null;
  description: string | null;
  /** Storage key. */
  profile_image: string | null;
  /** Storage key of the registration document (private). */
  document_image: string | null;
  mobile_phone: string | null;
  office_phone: string | null;
  business_email: string | null;
  website: string | null;
  fax: string | null;
  postal_code: string | null;
  license_number: string | null;
  country: ListingCountry | null;
  /** Region (state or district) name. */
  region: string | null;
  corporate_values: string | null;
  history: string | null;
  position: string | null;
  linkedin: string | null;
  views: Generated<number>;
  approved_at: NullableTimestamp;
  /** When staff checked the business registration (the "Business verified" badge). */
  business_verified_at: NullableTimestamp;
  application_id: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type Agency = Selectable<AgenciesTable>;
export type NewAgency = Insertable<AgenciesTable>;
export type AgencyUpdate = Updateable<AgenciesTable>;
