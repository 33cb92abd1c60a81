import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { DEFAULT_PHONE_COUNTRY, LISTING_COUNTRIES, PHONE_COUNTRIES } from '../constants/countries';
import { PRICE_DECIMALS, PRICE_MAX, ROOM_COUNT_MAX, SIZE_MAX_SQM, TEXT_LIMITS } from '../constants/limits';
import { REQUIRED_MESSAGE } from '../constants/ui';
import { IMAGE_MIME_TYPES, IMAGE_UPLOAD_RULES, SINGLE_IMAGE_MAX_BYTES } from '../constants/uploads';
import { parseDataUrl } from '../helpers/data-url';
import { findCountry } from '../regions';

export { REQUIRED_MESSAGE };

/** An error map that says a missing field is required, and otherwise gives `message` (or zod's default). */
export const requiredOr =
  (message?: string) =>
  (issue: { input?: unknown }): string | undefined =>
    issue.input === undefined ? REQUIRED_MESSAGE : message;

/** Record ids are UUIDs (any version, so fixed seed ids such as 00000000-…-0001 are valid). */
export const IdSchema = z.guid({ error: requiredOr('Expected an id') });
/** `/:userId` path parameters: agent and agency profiles and per-user lists. */
export const UserIdParams = z.object({ userId: IdSchema });
export type UserIdParams = z.infer<typeof UserIdParams>;

/** ISO 8601 with an offset, e.g. '2024-05-01T10:00:00.000Z'. */
export const TimestampSchema = z.iso.datetime({ offset: true });

type Blank = '' | null | undefined;
const isBlank = (value: unknown): value is Blank =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * An optional input where '' and null mean "not given": forms send empty fields and the spec's client sends
 * several fields empty on purpose. The output is the value or undefined, never ''.
 */
export function optionalInput<T extends z.ZodType>(schema: T) {
  return z.preprocess((value: z.input<T> | Blank) => (isBlank(value) ? undefined : value), schema.optional());
}

export const requiredText = (max: number = TEXT_LIMITS.shortText) =>
  z
    .string({ error: requiredOr('Expected text') })
    .trim()
    .min(1, { error: REQUIRED_MESSAGE })
    .max(max, { error: `At most ${max} characters` });
export const optionalText = (max: number = TEXT_LIMITS.shortText) =>
  optionalInput(z.string().trim().max(max));

export const EmailSchema = z
  .string({ error: requiredOr('Enter a valid email address') })
  .trim()
  .toLowerCase()
  .max(TEXT_LIMITS.email)
  .pipe(z.email({ error: 'Enter a valid email address' }));

/** Digits with an optional leading '+', separators (spaces, dashes, dots, brackets) removed. */
export const PhoneSchema = z
  .string({ error: requiredOr('Enter a valid phone number') })
  .trim()
  .transform((value, ctx) => {
    // Numbers without a country code are read as Nigerian, the spec's default phone country.
    const phone = parsePhoneNumberFromString(value, DEFAULT_PHONE_COUNTRY);
    if (!phone?.isValid() || !PHONE_COUNTRIES.some(({ code }) => code === phone.country)) {
      ctx.addIssue({ code: 'custom', message: 'Enter a valid phone number' });
      return z.NEVER;
    }
    return phone.number;
  });

/** A web address (http or https, with a dotted host name); 'example.com' is read as 'https://example.com'. */
export const WebsiteSchema = z
  .string({ error: requiredOr('Enter a valid web address') })
  .trim()
  .max(TEXT_LIMITS.url)
  .transform((value) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`))
  .pipe(
    z.url({
      protocol: /^https?$/,
      hostname: /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i,
      error: 'Enter a valid web address',
    }),
  );

/** A number, or its decimal string as HTML inputs give it. */
export const numeric = <T extends z.ZodType<number, number>>(schema: T) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+(\.\d+)?$/)
          .transform(Number),
      ],
      { error: requiredOr('Expected a number') },
    )
    .pipe(schema);

const hasAtMostDecimals = (value: number, decimals: number): boolean => {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

export const PriceSchema = numeric(
  z
    .number()
    .positive({ error: 'Price must be greater than 0' })
    .max(PRICE_MAX)
    .refine((value) => hasAtMostDecimals(value, PRICE_DECIMALS), {
      error: 'Price may have at most 2 decimals',
    }),
);

/** A size in square metres. */
export const SizeSqmSchema = numeric(z.number().min(0).max(SIZE_MAX_SQM));

/** A bedroom or bathroom count; the select's 'N+' option is stored as N. */
export const RoomCountSchema = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d+\+?$/)
        .transform((value) => Number.parseInt(value, 10)),
    ],
    {
      error: requiredOr('Expected a number of rooms'),
    },
  )
  .pipe(z.number().int().min(0).max(ROOM_COUNT_MAX));

/** 'NG' or 'SL'; the English country name is accepted too. */
export const ListingCountrySchema = z
  .string({ error: requiredOr('Country must be Nigeria (NG) or Sierra Leone (SL)') })
  .trim()
  .transform((value, ctx) => {
    const country = findCountry(value);
    if (country) return country.code;
    ctx.addIssue({
      code: 'custom',
      message: 'Country must be Nigeria (NG) or Sierra Leone (SL)',
      input: value,
    });
    return z.NEVER;
  });
/** The listing country as stored and returned. */
export const ListingCountryCodeSchema = z.enum(LISTING_COUNTRIES);

/** A base64 data URL of one image (JPEG, PNG or WebP) of at most `maxBytes`. */
export const imageDataUrl = (
  maxBytes: number = SINGLE_IMAGE_MAX_BYTES,
  mimeTypes: readonly string[] = IMAGE_MIME_TYPES,
) =>
  z.string({ error: requiredOr('Expected an image as a base64 data URL') }).superRefine((value, ctx) => {
    const parsed = parseDataUrl(value);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: 'Expected an image as a base64 data URL' });
    } else if (!mimeTypes.includes(parsed.mimeType)) {
      ctx.addIssue({ code: 'custom', message: 'Images must be JPEG, PNG or WebP' });
    } else if (parsed.byteLength > maxBytes) {
      ctx.addIssue({ code: 'custom', message: `Each image must be at most ${maxBytes / 1024 / 1024} MB` });
    }
  });

export const ImageDataUrlSchema = imageDataUrl();

/** The images of a listing: 3 to 20. */
export const ListingImagesSchema = z
  .array(ImageDataUrlSchema, { error: requiredOr('Expected a list of images') })
  .min(IMAGE_UPLOAD_RULES.minCount, { error: 'Add at least 3 images' })
  .max(IMAGE_UPLOAD_RULES.maxCount, { error: 'Add at most 20 images' });

/** Image URLs as records return them: each image's 640 px WebP, in gallery order. */
export const ImageRefsSchema = z.array(z.string());

/**
 * One processed image, ready for `<picture>`: `srcset` (WebP) and `avifSrcset` list every rendered width
 * (`url 320w, url 640w, ...`), `src` is the JPEG fallback, `placeholder` a tiny blurred data URL shown while
 * the picture loads. Records that have `images` carry the same images, in the same order, as `image_set`.
 */
export const ImageSetSchema = z.object({
  src: z.string(),
  srcset: z.string(),
  avifSrcset: z.string().nullable(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  placeholder: z.string().nullable(),
  /** Bytes of the rendition data saver shows (the narrowest AVIF, else WebP), for "Tap to load photo (14 KB)". */
  dataSaverBytes: z.number().int().nonnegative().nullable(),
});
export type ImageSet = z.infer<typeof ImageSetSchema>;
export const ImageSetsSchema = z.array(ImageSetSchema);

/** Latitude and longitude as records return them (null until geocoded). */
export const LatitudeSchema = z.number().min(-90).max(90);
export const LongitudeSchema = z.number().min(-180).max(180);
