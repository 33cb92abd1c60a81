import type { Agency, Agent } from '@ile/db';
import {
  type AgencyCard,
  type AgentCard,
  NO_BADGES,
  type PublicUser,
  type SingleAgency,
  type SingleAgent,
  type VerificationBadges,
} from '@ile/shared';
import { mediaUrl } from '../../lib/media-url';

/** The account fields a profile shows beside the agent's own. */
export interface ProfileOwner {
  first_name: string;
  last_name: string;
  email: string;
  profile_image: string | null;
}

const fullName = (owner: ProfileOwner) => `${owner.first_name} ${owner.last_name}`.trim();

export function toAgentCard(
  agent: Agent,
  owner: ProfileOwner,
  verification: VerificationBadges = NO_BADGES,
): AgentCard {
  return {
    id: agent.id,
    userId: agent.user_id,
    name: fullName(owner),
    position: agent.position ?? '',
    office_address: agent.office_address ?? '',
    mobile_phone: agent.mobile_phone,
    business_email: agent.business_email ?? '',
    profile_image: mediaUrl(agent.profile_image ?? owner.profile_image),
    verification,
  };
}

export function toSingleAgent(
  agent: Agent,
  owner: ProfileOwner,
  verification: VerificationBadges,
): SingleAgent {
  return {
    ...toAgentCard(agent, owner, verification),
    description: agent.description,
    office_number: agent.office_phone ?? '',
    website: agent.website,
    linkedin: agent.linkedin,
    agency_id: agent.agency_id,
    views: agent.views,
  };
}

/** A profile's account as the public sees it: the business address stands in for the private email. */
export function toProfileUser(userId: string, owner: ProfileOwner, businessEmail: string | null): PublicUser {
  return {
    id: userId,
    first_name: owner.first_name,
    last_name: owner.last_name,
    full_name: fullName(owner),
    email: businessEmail ?? '',
    profile_image: mediaUrl(owner.profile_image),
  };
}

/** `withDocument`: the registration document is shown to the agency itself and to staff only. */
export function toAgencyCard(
  agency: Agency,
  verification: VerificationBadges,
  withDocument = false,
): AgencyCard {
  return {
    id: agency.id,
    userId: agency.user_id,
    agency_name: agency.agency_name,
    profile_image: mediaUrl(agency.profile_image),
    ...(withDocument ? { document_image: agency.document_image } : {}),
    mobile_phone: agency.mobile_phone,
    office_phone: agency.office_phone ?? '',
    business_email: agency.business_email ?? '',
    office_address: agency.office_address ?? '',
    position: agency.position,
    verification,
  };
}

export function toSingleAgency(
  agency: Agency,
  verification: VerificationBadges,
  withDocument: boolean,
): SingleAgency {
  return {
    ...toAgencyCard(agency, verification, withDocument),
    description: agency.description,
    office_number: agency.office_phone ?? '',
    website: agency.website,
    corperate_values: agency.corporate_values ?? '',
    history: agency.history ?? '',
    license_number: agency.license_number ?? '',
    fax: agency.fax,
    postal_code: agency.postal_code,
    country: agency.country ?? 'NG',
    region: agency.region ?? '',
    views: agency.views,
  };
}
