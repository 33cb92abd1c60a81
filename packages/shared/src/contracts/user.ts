import { z } from 'zod';
import { GENDERS, STAFF_ROLES, USER_ROLES } from '../constants/auth';
import { DISPLAY_CURRENCIES } from '../constants/currencies';
import { TEXT_LIMITS } from '../constants/limits';
import { DATA_EXPORT_STATUSES } from '../constants/statuses';
import { DEFAULT_THEME_COLOUR, THEME_COLOURS } from '../constants/ui';
import {
  IdSchema,
  ImageDataUrlSchema,
  optionalInput,
  optionalText,
  PhoneSchema,
  requiredText,
  TimestampSchema,
} from './common';

export const UserRoleSchema = z.enum(USER_ROLES);
export const StaffRoleSchema = z.enum(STAFF_ROLES);
export const GenderSchema = z.enum(GENDERS, { error: 'Choose Male or Female' });

export const UserSettingsSchema = z.object({
  /** Chosen by hand; null means prices follow the visitor's country. */
  selected_currency: z.enum(DISPLAY_CURRENCIES).nullable().default(null),
  dark_mode: z.boolean().default(false),
  theme_colour: z.enum(THEME_COLOURS).default(DEFAULT_THEME_COLOUR),
  search_engine_inclusion: z.boolean().default(true),
  read_receipts: z.boolean().default(true),
});
export type UserSettings = z.infer<typeof UserSettingsSchema>;

/** The signed-in user as auth and account calls return it. */
export const UserSchema = z.object({
  id: IdSchema,
  email: z.string(),
  phone: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  gender: GenderSchema.nullable(),
  address: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  profile_image: z.string().nullable(),
  role: UserRoleSchema,
  staff_role: StaffRoleSchema.nullable(),
  email_verified: z.boolean(),
  is_verified_student: z.boolean(),
  settings: UserSettingsSchema,
  created_at: TimestampSchema,
  /** GET /api/v1/user/me only: the verified student's university and benefits (null when not verified). */
  student: z
    .object({
      university: z.string(),
      university_email: z.string(),
      verified_at: TimestampSchema,
      benefits: z.array(z.object({ key: z.string(), title: z.string(), description: z.string() })),
    })
    .nullable()
    .optional(),
});
export type User = z.infer<typeof UserSchema>;

/** What other users may see of someone (senders, agents' owners, search results). */
export const PublicUserSchema = UserSchema.pick({
  id: true,
  first_name: true,
  last_name: true,
  full_name: true,
  email: true,
  profile_image: true,
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

const withUserId = { userId: IdSchema.optional() };

/** POST /api/v1/user/account-update-user: one section of the personal-info page at a time. */
export const AccountUpdateUserBody = z.discriminatedUnion('type', [
  z.object({
    ...withUserId,
    type: z.literal('name'),
    firstName: requiredText(TEXT_LIMITS.name),
    lastName: requiredText(TEXT_LIMITS.name),
  }),
  z.object({ ...withUserId, type: z.literal('gender'), gender: GenderSchema }),
  z.object({ ...withUserId, type: z.literal('phone'), phone: PhoneSchema }),
  z.object({
    ...withUserId,
    type: z.literal('address'),
    address: requiredText(TEXT_LIMITS.address),
    state: optionalText(TEXT_LIMITS.name),
    // Stored as an ISO 3166 alpha-2 code (the column checks it); a country's name used to fail there as a 500.
    country: optionalInput(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, { error: 'Use the two-letter country code, e.g. NG' }),
    ),
  }),
  z.object({ ...withUserId, type: z.literal('image'), image: ImageDataUrlSchema }),
]);
export type AccountUpdateUserBody = z.infer<typeof AccountUpdateUserBody>;
export const AccountUpdateUserResponse = UserSchema;

/** POST /api/v1/user/account-delete-user. */
export const AccountDeleteUserBody = z.object({
  ...withUserId,
  password: z.string().min(1, { error: 'Enter your password' }),
});
export type AccountDeleteUserBody = z.infer<typeof AccountDeleteUserBody>;

/** Settings the spec kept in the browser, now stored on the account (camelCase, like every request). */
export const UpdateUserSettingsBody = z
  .object({
    /** null goes back to following the visitor's country. */
    selectedCurrency: z.enum(DISPLAY_CURRENCIES).nullable(),
    darkMode: z.boolean(),
    themeColour: z.enum(THEME_COLOURS),
    searchEngineInclusion: z.boolean(),
    readReceipts: z.boolean(),
  })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Nothing to update',
  });
export type UpdateUserSettingsBody = z.infer<typeof UpdateUserSettingsBody>;

/** GET /api/v1/user/search-user-messasge?search= (the spec's path spelling). */
export const UserSearchQuery = z.object({
  search: z.string().trim().min(1).max(TEXT_LIMITS.search),
});
export type UserSearchQuery = z.infer<typeof UserSearchQuery>;

export const UserSearchItemSchema = z.object({
  id: IdSchema,
  first_name: z.string(),
  last_name: z.string(),
  profile_image: z.string().nullable().optional(),
});
export type UserSearchItem = z.infer<typeof UserSearchItemSchema>;
export const UserSearchResponse = z.object({ users: z.array(UserSearchItemSchema) });
export type UserSearchResponse = z.infer<typeof UserSearchResponse>;

/** The privacy page's "download my data": built by the `exports` worker, then offered for download. */
export const DataExportSchema = z.object({
  id: IdSchema,
  status: z.enum(DATA_EXPORT_STATUSES),
  download_url: z.string().nullable(),
  created_at: TimestampSchema,
  expires_at: TimestampSchema.nullable(),
});
export type DataExport = z.infer<typeof DataExportSchema>;
