const MB = 1024 * 1024;
const KB = 1024;

export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

/** Listing images: checked by content on the server; the schema checks the declared type, count and size. */
export const IMAGE_UPLOAD_RULES = {
  minCount: 3,
  maxCount: 20,
  maxBytes: 10 * MB,
  /** A whole listing request as JSON (images as base64 grow by a third); a 50 MB upload is refused. */
  maxRequestBytes: 45 * MB,
  mimeTypes: IMAGE_MIME_TYPES,
} as const;

export const STUDENT_PROOF_TYPES = ['ID', 'Eligibility'] as const;
export type StudentProofType = (typeof STUDENT_PROOF_TYPES)[number];
export const STUDENT_PROOF_TYPE_OPTIONS = [
  { value: 'ID', label: 'School ID card' },
  { value: 'Eligibility', label: 'Eligibility form' },
] as const satisfies readonly { value: StudentProofType; label: string }[];

/** Student proof rules; decisions.md has the server enforce them, with one message per rule. */
export const STUDENT_PROOF_RULES = {
  mimeTypes: ['image/jpeg', 'image/png'],
  minWidth: 1024,
  minHeight: 768,
  minBytes: 100 * KB,
  maxBytes: 1 * MB,
  messages: {
    type: 'Proof must be a JPEG or PNG image',
    dimensions: 'Proof must be at least 1024×768 pixels',
    tooSmall: 'Proof must be at least 100 KB',
    tooLarge: 'Proof must be at most 1 MB',
  },
} as const;

/** Profile pictures, agency documents, ticket attachments and message media. */
export const SINGLE_IMAGE_MAX_BYTES = 10 * MB;
