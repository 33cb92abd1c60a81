import type { Gender } from '@ile/shared';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, UuidId } from './columns';

/** The public profile of a user with role Agent, created when their application is approved. */
export interface AgentsTable {
  id: UuidId;
  user_id: string;
  /** The agency the agent is affiliated with; null for an independent agent. */
  agency_id: string | null;
  /** The agent lets their agency edit (not delete) their listings; reset when the agency changes. */
  agency_may_edit: Generated<boolean>;
  position: string | null;
  office_address: string | null;
  mobile_phone: string | null;
  office_phone: string | null;
  business_email: string | null;
  website: string | null;
  linkedin: string | null;
  description: string | null;
  /** Storage key. */
  profile_image: string | null;
  gender: Gender | null;
  views: Generated<number>;
  approved_at: NullableTimestamp;
  application_id: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type Agent = Selectable<AgentsTable>;
export type NewAgent = Insertable<AgentsTable>;
export type AgentUpdate = Updateable<AgentsTable>;
