import { z } from 'zod';
import { OTP_LENGTH, TEXT_LIMITS } from '../constants/limits';
import { PasswordSchema } from '../helpers/password';
import { EmailSchema, IdSchema, PhoneSchema, requiredText, TimestampSchema } from './common';
import { UserSchema } from './user';

/**
 * POST /api/v1/auth/signup and /api/v1/auth/signin (the spec uses both for sign-up). `role` is accepted for
 * the old client's sake and ignored: every new account is an EndUser.
 */
export const SignupBody = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  phone: PhoneSchema,
  firstname: requiredText(TEXT_LIMITS.name),
  lastname: requiredText(TEXT_LIMITS.name),
  role: z.string().max(50).optional(),
});
export type SignupBody = z.infer<typeof SignupBody>;
export const SigninBody = SignupBody;
export type SigninBody = SignupBody;

/** POST /api/v1/auth/login. `persist` is "Remember my login": a 30-day session instead of a browser session. */
export const LoginBody = z.object({
  email: EmailSchema,
  password: z.string().min(1, { error: 'Please fill in all fields' }),
  persist: z.boolean().optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** data of login, refresh and (once verified) signup answers. */
export const AuthResponse = z.object({
  user: UserSchema,
  accessToken: z.string(),
});
export type AuthResponse = z.infer<typeof AuthResponse>;

export const OtpSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: `Enter the ${OTP_LENGTH}-digit code` });

/** POST /api/v1/auth/reset-password: sends an OTP by email. */
export const ResetPasswordBody = z.object({ email: EmailSchema });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** POST /api/v1/auth/verify-reset-otp. */
export const VerifyResetOtpBody = z.object({ email: EmailSchema, otp: OtpSchema });
export type VerifyResetOtpBody = z.infer<typeof VerifyResetOtpBody>;

/** POST /api/v1/auth/reset-password-complete: the strength rule applies here too (decisions.md). */
export const ResetPasswordCompleteBody = z.object({
  email: EmailSchema,
  otp: OtpSchema,
  password: PasswordSchema,
});
export type ResetPasswordCompleteBody = z.infer<typeof ResetPasswordCompleteBody>;

/** POST /api/v1/auth/update-password: changing a password needs the current one. */
export const UpdatePasswordBody = z.object({
  email: EmailSchema,
  currentPassword: z.string().min(1, { error: 'Enter your current password' }),
  newPassword: PasswordSchema,
});
export type UpdatePasswordBody = z.infer<typeof UpdatePasswordBody>;

/** The link in the verification email carries this token. */
export const VerifyEmailBody = z.object({ token: z.string().trim().min(16).max(512) });
export type VerifyEmailBody = z.infer<typeof VerifyEmailBody>;

/** "Resend the verification email". */
export const ResendVerificationBody = z.object({ email: EmailSchema });
export type ResendVerificationBody = z.infer<typeof ResendVerificationBody>;

/**
 * One sign-in on one device (a refresh-token family), as GET /api/v1/auth/sessions lists it. The ip is
 * coarsened (IPv4 /24, IPv6 /48) and the user agent summarised: enough to recognise a device, no more.
 */
export const AuthSession = z.object({
  id: IdSchema,
  created_at: TimestampSchema,
  last_used_at: TimestampSchema,
  expires_at: TimestampSchema,
  /** "Chrome on Android"; "Unknown device" when the user agent says nothing recognisable. */
  device: z.string(),
  ip: z.string().nullable(),
  persist: z.boolean(),
  /** The sign-in making this request (found from its refresh cookie). */
  current: z.boolean(),
});
export type AuthSession = z.infer<typeof AuthSession>;

export const AuthSessionList = z.object({ sessions: z.array(AuthSession) });
export type AuthSessionList = z.infer<typeof AuthSessionList>;

/** DELETE /api/v1/auth/sessions/:id. */
export const AuthSessionParams = z.object({ id: IdSchema });
export type AuthSessionParams = z.infer<typeof AuthSessionParams>;

/** POST /api/v1/auth/sessions/sign-out-others: how many other sign-ins were ended. */
export const SignOutOthersResponse = z.object({ signedOut: z.number().int().min(0) });
export type SignOutOthersResponse = z.infer<typeof SignOutOthersResponse>;
