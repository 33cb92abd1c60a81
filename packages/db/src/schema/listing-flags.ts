import type { Insertable, Selectable } from 'kysely';
import type { DefaultTimestamp, UuidId } from './columns';

export type ListingFlagKind = 'photo' | 'listing';
export type ListingFlagMatch = 'address' | 'text';

/**
 * A possible copy found by the duplicate checks (issue 18). The subject is a pending listing application or
 * a live listing whose photos changed (exactly one of the two); the other side is a live listing. Flags only
 * inform reviewers: nothing is blocked by them.
 */
export interface ListingFlagsTable {
  id: UuidId;
  application_id: string | null;
  property_id: string | null;
  kind: ListingFlagKind;
  /** Photo flags: the subject's picture (a listing_application_images or property_images id). */
  photo_id: string | null;
  other_photo_id: string | null;
  /** Photo flags: Hamming distance between the two 64-bit hashes. */
  distance: number | null;
  /** Listing flags: what matched. */
  match: ListingFlagMatch | null;
  /** Listing flags matched by text: trigram similarity (0-1). */
  similarity: number | null;
  other_property_id: string;
  other_owner_id: string;
  created_at: DefaultTimestamp;
}

export type ListingFlagRow = Selectable<ListingFlagsTable>;
export type NewListingFlag = Insertable<ListingFlagsTable>;
