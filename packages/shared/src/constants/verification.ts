import type { ListingCountry } from './countries';

/** What a person or an agency can have verified (issue 17): a government ID, or a business registration. */
export const VERIFICATION_KINDS = ['identity', 'business'] as const;
export type VerificationKind = (typeof VERIFICATION_KINDS)[number];

export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** The decisions staff make on a pending verification. */
export const VERIFICATION_DECISIONS = ['approved', 'rejected'] as const;
export type VerificationDecision = (typeof VERIFICATION_DECISIONS)[number];

/** Government IDs accepted for "ID verified", per country. */
export const IDENTITY_DOCUMENTS = {
  NG: [
    { value: 'nin_slip', label: 'NIN slip' },
    { value: 'voters_card', label: "Voter's card" },
    { value: 'international_passport', label: 'International passport' },
    { value: 'drivers_licence', label: "Driver's licence" },
  ],
  SL: [
    { value: 'national_id', label: 'National ID card' },
    { value: 'voter_id', label: 'Voter ID card' },
    { value: 'passport', label: 'Passport' },
    { value: 'drivers_licence', label: "Driver's licence" },
  ],
} as const satisfies Record<ListingCountry, readonly { value: string; label: string }[]>;

/** Registrations accepted for "Business verified", per country. */
export const BUSINESS_DOCUMENTS = {
  NG: [
    { value: 'cac_rc', label: 'CAC certificate of incorporation (RC number)' },
    { value: 'cac_bn', label: 'CAC business name registration (BN number)' },
  ],
  SL: [{ value: 'business_registration', label: 'Business registration certificate' }],
} as const satisfies Record<ListingCountry, readonly { value: string; label: string }[]>;

type DocumentValue<T> = T extends Record<string, readonly { value: infer V }[]> ? V : never;
export type IdentityDocumentType = DocumentValue<typeof IDENTITY_DOCUMENTS>;
export type BusinessDocumentType = DocumentValue<typeof BUSINESS_DOCUMENTS>;

const unique = (values: string[]) => [...new Set(values)];
export const IDENTITY_DOCUMENT_TYPES = unique(
  Object.values(IDENTITY_DOCUMENTS).flatMap((list) => list.map((d) => d.value)),
) as IdentityDocumentType[];
export const BUSINESS_DOCUMENT_TYPES = unique(
  Object.values(BUSINESS_DOCUMENTS).flatMap((list) => list.map((d) => d.value)),
) as BusinessDocumentType[];
export const VERIFICATION_DOCUMENT_TYPES = [...IDENTITY_DOCUMENT_TYPES, ...BUSINESS_DOCUMENT_TYPES] as const;
export type VerificationDocumentType = IdentityDocumentType | BusinessDocumentType;

/** The documents a kind accepts in a country. */
export function verificationDocuments(
  kind: VerificationKind,
  country: ListingCountry,
): readonly { value: string; label: string }[] {
  return kind === 'identity' ? IDENTITY_DOCUMENTS[country] : BUSINESS_DOCUMENTS[country];
}

/** The label of a document type, whichever country it belongs to. */
export function verificationDocumentLabel(value: string): string {
  for (const list of [...Object.values(IDENTITY_DOCUMENTS), ...Object.values(BUSINESS_DOCUMENTS)]) {
    const found = list.find((document) => document.value === value);
    if (found) return found.label;
  }
  return value;
}

/** Upload rules of ID, selfie and certificate pictures: checked by content and size on the server. */
export const VERIFICATION_IMAGE_RULES = {
  maxBytes: 10 * 1024 * 1024,
  /** Smaller than this cannot be read by a reviewer (either orientation). */
  minWidth: 600,
  minHeight: 400,
  messages: {
    type: 'The picture must be a JPEG, PNG or WebP image',
    tooSmall: 'The picture is too small to read: it must be at least 600×400 pixels',
  },
} as const;

/** Days after the decision when the private files (ID, selfie, certificate) are deleted. */
export const VERIFICATION_FILE_RETENTION_DAYS = 30;
/** Days an inspection badge stays on a listing. */
export const INSPECTION_VALID_DAYS = 180;
/** Photos an inspector may attach to one inspection. */
export const INSPECTION_MAX_PHOTOS = 10;
