import type {
  ListingCountry,
  VerificationDocumentType,
  VerificationKind,
  VerificationStatus,
} from '@ile/shared';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { DefaultTimestamp, NullableTimestamp, UuidId } from './columns';

/**
 * A request to have an identity (government ID and selfie) or a business (agency registration) checked by
 * staff. The files are private and deleted 30 days after the decision; the decision, reviewer and date stay.
 */
export interface VerificationsTable {
  id: UuidId;
  user_id: string;
  kind: VerificationKind;
  status: Generated<VerificationStatus>;
  country: ListingCountry;
  document_type: VerificationDocumentType;
  document_number: string;
  /** An estate-agent licence or regulator registration number (business only). */
  licence_number: string | null;
  /** Private storage key of the ID picture or the registration certificate; kept after the file is deleted. */
  document_key: string | null;
  /** Private storage key of the selfie holding the ID (identity only). */
  selfie_key: string | null;
  /** What staff checked (a business verification says which registry and licence were looked up). */
  checked_note: string | null;
  reviewer_id: string | null;
  decided_at: NullableTimestamp;
  rejection_reason: string | null;
  /** When the purge job deleted the files from private storage. */
  files_deleted_at: NullableTimestamp;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export type VerificationRow = Selectable<VerificationsTable>;
export type NewVerification = Insertable<VerificationsTable>;
export type VerificationUpdate = Updateable<VerificationsTable>;
