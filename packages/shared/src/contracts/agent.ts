import { z } from 'zod';
import { TEXT_LIMITS } from '../constants/limits';
import { applicationRecordFields, PendingStatusInput } from './applications';
import {
  EmailSchema,
  IdSchema,
  ImageDataUrlSchema,
  optionalInput,
  optionalText,
  PhoneSchema,
  requiredText,
  WebsiteSchema,
} from './common';
import { PropertyCardSchema } from './property';
import { PaginationQuery, paginated } from './query';
import { GenderSchema, PublicUserSchema } from './user';
import { VerificationBadgesSchema } from './verification';
import { ViewingRecordSchema } from './viewings';

/** POST /api/v1/applications/agent. Required fields per part 2 §5; names default to the account's. */
export const CreateAgentApplicationBody = z.object({
  userId: IdSchema.optional(),
  status: PendingStatusInput,
  firstName: optionalText(TEXT_LIMITS.name),
  lastName: optionalText(TEXT_LIMITS.name),
  position: requiredText(100),
  workEmail: EmailSchema,
  address: requiredText(TEXT_LIMITS.address),
  gender: GenderSchema,
  officePhone: PhoneSchema,
  mobilePhone: optionalInput(PhoneSchema),
  agencyId: optionalInput(IdSchema),
  linkedin: optionalInput(WebsiteSchema),
  description: optionalText(TEXT_LIMITS.description),
  image: optionalInput(ImageDataUrlSchema),
});
export type CreateAgentApplicationBody = z.infer<typeof CreateAgentApplicationBody>;

export const AgentApplicationSchema = z.object({
  ...applicationRecordFields,
  first_name: z.string(),
  last_name: z.string(),
  position: z.string(),
  work_email: z.string(),
  address: z.string(),
  gender: GenderSchema,
  office_phone: z.string(),
  mobile_phone: z.string().nullable(),
  agency_id: IdSchema.nullable(),
  linkedin: z.string().nullable(),
  description: z.string().nullable(),
  image: z.string().nullable(),
});
export type AgentApplication = z.infer<typeof AgentApplicationSchema>;

/** An agent in the directory and in an agency's agents tab. */
export const AgentCardSchema = z.object({
  id: IdSchema,
  userId: IdSchema,
  name: z.string(),
  position: z.string(),
  office_address: z.string(),
  mobile_phone: z.string().nullable(),
  business_email: z.string(),
  profile_image: z.string().nullable(),
  /** The agent's badges (ID verified). */
  verification: VerificationBadgesSchema,
});
export type AgentCard = z.infer<typeof AgentCardSchema>;

/** GET /api/v1/agent/agents?page=&size= (also agent-listings/{userId}). */
export const ListAgentsQuery = PaginationQuery;
export type ListAgentsQuery = z.infer<typeof ListAgentsQuery>;

/** data of GET /api/v1/agent/agents?page=&size=. */
export const AgentsListResponse = paginated('agent', AgentCardSchema);
export type AgentsListResponse = z.infer<typeof AgentsListResponse>;

export const SingleAgentSchema = AgentCardSchema.extend({
  description: z.string().nullable(),
  office_number: z.string(),
  website: z.string().nullable(),
  linkedin: z.string().nullable(),
  agency_id: IdSchema.nullable(),
  views: z.number().int().min(0),
});
export type SingleAgent = z.infer<typeof SingleAgentSchema>;

export const AgentCountsSchema = z.object({
  listings: z.number().int().min(0),
  reviews: z.number().int().min(0),
  views: z.number().int().min(0),
  /** Viewings of the agent's listings held on Ile, and no-shows (docs/viewings.md). */
  viewings: ViewingRecordSchema,
});

/** data of GET /api/v1/agent/single-agent/{userId}. */
export const SingleAgentResponse = z.object({
  singleAgent: SingleAgentSchema,
  singleUser: PublicUserSchema,
  agentListings: z.array(PropertyCardSchema),
  counts: AgentCountsSchema,
});
export type SingleAgentResponse = z.infer<typeof SingleAgentResponse>;
