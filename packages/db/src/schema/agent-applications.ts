import type { Gender } from '@ile/shared';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { ApplicationColumns } from './application-columns';

export interface AgentApplicationsTable extends ApplicationColumns {
  first_name: string;
  last_name: string;
  /** Storage key of the profile image. */
  image_key: string | null;
  description: string | null;
  position: string;
  /** The agency the applicant says they work for. */
  agency_id: string | null;
  work_email: string;
  gender: Gender;
  linkedin: string | null;
  /** Office address. */
  address: string;
  mobile_phone: string | null;
  office_phone: string;
}

export type AgentApplication = Selectable<AgentApplicationsTable>;
export type NewAgentApplication = Insertable<AgentApplicationsTable>;
export type AgentApplicationUpdate = Updateable<AgentApplicationsTable>;
