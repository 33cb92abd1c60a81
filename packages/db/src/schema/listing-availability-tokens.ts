import type { Selectable } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, Timestamp } from './columns';

/** The one-click "still available" links mailed to owners; only the token's hash is stored. */
export interface ListingAvailabilityTokensTable {
  token_hash: string;
  property_id: string;
  owner_id: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: DefaultTimestamp;
}

export type ListingAvailabilityToken = Selectable<ListingAvailabilityTokensTable>;
