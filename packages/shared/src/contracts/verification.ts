import { z } from 'zod';
import { NOTE_MAX_LENGTH, TEXT_LIMITS } from '../constants/limits';
import {
  BUSINESS_DOCUMENTS,
  IDENTITY_DOCUMENTS,
  INSPECTION_MAX_PHOTOS,
  VERIFICATION_DOCUMENT_TYPES,
  VERIFICATION_IMAGE_RULES,
  VERIFICATION_KINDS,
  VERIFICATION_STATUSES,
} from '../constants/verification';
import {
  IdSchema,
  ImageDataUrlSchema,
  imageDataUrl,
  ListingCountryCodeSchema,
  ListingCountrySchema,
  optionalInput,
  optionalText,
  requiredText,
  TimestampSchema,
} from './common';

/**
 * The trust badges a public record carries (listing cards and pages: the owner's; agents, agencies, the
 * inbox's correspondent). `identity`: a government ID and selfie checked by staff; `business`: the agency's
 * registration checked by staff; `inspectedAt`: when staff visited the listing, null once older than 180
 * days (and on records that are not listings). The dates of the two checks are given too, for the badge's
 * "checked on" tooltip.
 */
export const VerificationBadgesSchema = z.object({
  identity: z.boolean(),
  business: z.boolean(),
  inspectedAt: TimestampSchema.nullable(),
  identityVerifiedAt: TimestampSchema.nullable(),
  businessVerifiedAt: TimestampSchema.nullable(),
});
export type VerificationBadges = z.infer<typeof VerificationBadgesSchema>;

export const NO_BADGES: VerificationBadges = {
  identity: false,
  business: false,
  inspectedAt: null,
  identityVerifiedAt: null,
  businessVerifiedAt: null,
};

export const VerificationKindSchema = z.enum(VERIFICATION_KINDS, { error: 'Choose identity or business' });
export const VerificationStatusSchema = z.enum(VERIFICATION_STATUSES);
export const VerificationDocumentTypeSchema = z.enum(VERIFICATION_DOCUMENT_TYPES, {
  error: 'Choose a document type',
});

/** An ID, selfie or certificate picture; its content and 600×400 minimum are checked on the server. */
export const VerificationImageSchema = imageDataUrl(VERIFICATION_IMAGE_RULES.maxBytes);

/**
 * POST /api/v1/user/verification (JSON with data URLs, or multipart/form-data with files). `identity`: a
 * government ID of the country, its number, the ID's picture and a selfie holding it. `business` (agencies
 * only): the registration (CAC RC or BN number in Nigeria), its certificate and any estate-agent licence
 * number.
 */
export const CreateVerificationBody = z
  .object({
    kind: VerificationKindSchema,
    country: ListingCountrySchema,
    documentType: VerificationDocumentTypeSchema,
    documentNumber: requiredText(60).pipe(
      z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 /-]*$/, { error: 'Letters, digits, spaces, / and - only' }),
    ),
    document: VerificationImageSchema,
    selfie: optionalInput(VerificationImageSchema),
    licenceNumber: optionalText(60),
  })
  .superRefine((body, ctx) => {
    const documents = body.kind === 'identity' ? IDENTITY_DOCUMENTS : BUSINESS_DOCUMENTS;
    const allowed = documents[body.country as keyof typeof documents] as readonly { value: string }[];
    if (!allowed.some((document) => document.value === body.documentType)) {
      ctx.addIssue({
        code: 'custom',
        path: ['documentType'],
        message: `Not a ${body.kind === 'identity' ? 'government ID' : 'business registration'} of that country`,
      });
    }
    if (body.kind === 'identity' && !body.selfie) {
      ctx.addIssue({ code: 'custom', path: ['selfie'], message: 'Add a selfie holding your ID' });
    }
    if (body.kind === 'business' && body.selfie) {
      ctx.addIssue({ code: 'custom', path: ['selfie'], message: 'A business verification takes no selfie' });
    }
  });
export type CreateVerificationBody = z.infer<typeof CreateVerificationBody>;
export type CreateVerificationInput = z.input<typeof CreateVerificationBody>;

/** One verification as its owner sees it (no file: they are staff-only). */
export const VerificationSchema = z.object({
  id: IdSchema,
  kind: VerificationKindSchema,
  status: VerificationStatusSchema,
  country: ListingCountryCodeSchema,
  document_type: VerificationDocumentTypeSchema,
  document_number: z.string(),
  licence_number: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  created_at: TimestampSchema,
  decided_at: TimestampSchema.nullable(),
});
export type Verification = z.infer<typeof VerificationSchema>;

/**
 * data of GET /api/v1/user/verification: the caller's badges, the latest verification of each kind (null
 * when never asked), and whether they may ask for a business verification (an agency account).
 */
export const MyVerificationResponse = z.object({
  badges: VerificationBadgesSchema,
  identity: VerificationSchema.nullable(),
  business: VerificationSchema.nullable(),
  canVerifyBusiness: z.boolean(),
});
export type MyVerificationResponse = z.infer<typeof MyVerificationResponse>;

/** A 'YYYY-MM-DD' day that is a real date and not in the future. */
export const PastDaySchema = z
  .string({ error: 'Expected a date as YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Expected a date as YYYY-MM-DD' })
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    {
      error: 'Expected a real date',
    },
  )
  .refine((value) => Date.parse(`${value}T00:00:00Z`) <= Date.now(), {
    error: 'The visit cannot be in the future',
  })
  .refine((value) => Date.parse(`${value}T00:00:00Z`) >= Date.parse('2000-01-01T00:00:00Z'), {
    error: 'Expected a date after 2000',
  });

/** POST /api/admin/properties/{id}/inspection: the visit's date, what was seen, optional photos. */
export const CreateInspectionBody = z.object({
  visitedOn: PastDaySchema,
  note: requiredText(NOTE_MAX_LENGTH),
  photos: optionalInput(
    z.array(ImageDataUrlSchema).max(INSPECTION_MAX_PHOTOS, { error: 'At most 10 photos' }),
  ),
});
export type CreateInspectionBody = z.infer<typeof CreateInspectionBody>;

/** Approving a business verification says what was checked; an identity approval may add a note. */
export const ApproveVerificationBody = z.object({ checkedNote: optionalText(TEXT_LIMITS.description) });
export type ApproveVerificationBody = z.infer<typeof ApproveVerificationBody>;
