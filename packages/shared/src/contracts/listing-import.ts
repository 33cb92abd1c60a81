import { z } from 'zod';
import { IMAGE_UPLOAD_RULES } from '../constants/uploads';
import { IdSchema, TimestampSchema } from './common';
import { checkedListingFields, ListingApplicationFields } from './listing-application';

/**
 * Bulk import (issue 22, item 5): a CSV of up to 500 listings, each row checked by the listing wizard's own
 * schema (`ListingApplicationFields` and `checkedListingFields`), with the photos given as URLs the worker
 * fetches. The columns are the wizard's fields in snake_case, plus `photo_urls`.
 */
export const LISTING_IMPORT_LIMITS = {
  maxRows: 500,
  /** The CSV itself: 500 rows with long descriptions stay well under it. */
  maxFileBytes: 4 * 1024 * 1024,
  minPhotos: IMAGE_UPLOAD_RULES.minCount,
  maxPhotos: IMAGE_UPLOAD_RULES.maxCount,
  maxUrlLength: 2000,
} as const;

/**
 * The wizard's fields a CSV row fills (the account, status and uploaded images are not the file's to say).
 * Move-in costs are not among them yet: the form takes them in the currency's minor unit, which a spreadsheet
 * would get wrong; an imported rental gets them from the edit form.
 */
const WIZARD_FIELDS = ListingApplicationFields.omit({
  userId: true,
  status: true,
  images: true,
  advanceRentMonths: true,
  agencyFee: true,
  legalFee: true,
  cautionDeposit: true,
  serviceChargeYearly: true,
  otherCharges: true,
});
type WizardField = keyof typeof WIZARD_FIELDS.shape;
export type ListingImportField = WizardField | 'photoUrls';

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Every CSV column, in the template's order, and the field it fills. */
export const LISTING_IMPORT_COLUMNS: readonly { column: string; field: ListingImportField }[] = [
  ...(Object.keys(WIZARD_FIELDS.shape) as WizardField[]).map((field) => ({
    column: snakeCase(field),
    field,
  })),
  { column: 'photo_urls', field: 'photoUrls' },
];
const COLUMN_OF = new Map(LISTING_IMPORT_COLUMNS.map(({ column, field }) => [field as string, column]));
/** The CSV column a field's error belongs to (the person fixes the file, not a form). */
export const importColumnOf = (field: string): string => COLUMN_OF.get(field) ?? field;

/** A cell holding several values: `|` between them (spaces too, for photo URLs, which never contain one). */
const splitCell = (separator: RegExp) => (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(separator)
        .map((item) => item.trim())
        .filter(Boolean)
    : value;

/** http(s) only, no credentials in it; where it points is checked by the api and again by the worker. */
export const ImportPhotoUrlSchema = z
  .string()
  .max(LISTING_IMPORT_LIMITS.maxUrlLength, { error: 'Photo URL is too long' })
  .refine(
    (value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password;
    },
    { error: 'Photo URLs must be http:// or https:// addresses' },
  );

export const ImportPhotoUrlsSchema = z.preprocess(
  splitCell(/[\s|]+/),
  z
    .array(ImportPhotoUrlSchema, { error: 'Give the photo URLs, separated by |' })
    .min(LISTING_IMPORT_LIMITS.minPhotos, {
      error: `Add at least ${LISTING_IMPORT_LIMITS.minPhotos} photo URLs`,
    })
    .max(LISTING_IMPORT_LIMITS.maxPhotos, {
      error: `Add at most ${LISTING_IMPORT_LIMITS.maxPhotos} photo URLs`,
    }),
);

/** One CSV row's cells by field, as the wizard's schema reads them (cells are strings, as multipart fields are). */
export const ListingImportRowFields = WIZARD_FIELDS.extend({
  amenities: z.preprocess(splitCell(/\|/), WIZARD_FIELDS.shape.amenities),
  photoUrls: ImportPhotoUrlsSchema,
});

/** A CSV row, checked exactly as the wizard checks a listing application. */
export const ListingImportRow = checkedListingFields(ListingImportRowFields);
export type ListingImportRow = z.output<typeof ListingImportRow>;

export const LISTING_IMPORT_STATUSES = ['checked', 'confirmed', 'done'] as const;
export const ListingImportStatusSchema = z.enum(LISTING_IMPORT_STATUSES);
export type ListingImportStatus = z.infer<typeof ListingImportStatusSchema>;

/**
 * A row's way: `invalid` (never imported) or `ready`; once confirmed `queued`, then `created` (an application
 * in the review queue, photos attached) or `failed` (a photo could not be fetched: nothing created).
 */
export const LISTING_IMPORT_ROW_STATUSES = ['invalid', 'ready', 'queued', 'created', 'failed'] as const;
export const ListingImportRowStatusSchema = z.enum(LISTING_IMPORT_ROW_STATUSES);
export type ListingImportRowStatus = z.infer<typeof ListingImportRowStatusSchema>;

/** POST /api/v1/manage/imports: the CSV as a multipart file field `file` (or a data URL in JSON). */
export const CreateListingImportBody = z.object({
  file: z
    .string({ error: 'Attach the CSV file as `file`' })
    .regex(/^data:[^,;]*(;[^,;]*)*;base64,/, { error: 'Attach the CSV file as `file`' })
    .meta({ contentMediaType: 'text/csv' }),
});
export type CreateListingImportBody = z.infer<typeof CreateListingImportBody>;

export const ListingImportIdParams = z.object({ importId: IdSchema });
export type ListingImportIdParams = z.infer<typeof ListingImportIdParams>;

export const ListingImportRowReportSchema = z.object({
  /** The row's number in the file, counting from 1 after the header. */
  row: z.number().int().positive(),
  title: z.string().nullable(),
  status: ListingImportRowStatusSchema,
  /** By CSV column; empty for a valid row. */
  errors: z.record(z.string(), z.array(z.string())),
  photos: z.number().int().nonnegative(),
  /** Why a confirmed row was not created (a photo refused or unreachable). */
  failure: z.string().nullable(),
  applicationId: IdSchema.nullable(),
});
export type ListingImportRowReport = z.infer<typeof ListingImportRowReportSchema>;

/** data of POST /api/v1/manage/imports and GET /api/v1/manage/imports/{importId}. */
export const ListingImportReportSchema = z.object({
  id: IdSchema,
  status: ListingImportStatusSchema,
  createdAt: TimestampSchema,
  confirmedAt: TimestampSchema.nullable(),
  totals: z.object({
    rows: z.number().int().nonnegative(),
    valid: z.number().int().nonnegative(),
    invalid: z.number().int().nonnegative(),
    /** Confirmed rows not yet created or failed. */
    pending: z.number().int().nonnegative(),
    created: z.number().int().nonnegative(),
    failed: z.number().int().nonnegative(),
  }),
  rows: z.array(ListingImportRowReportSchema),
});
export type ListingImportReport = z.infer<typeof ListingImportReportSchema>;
