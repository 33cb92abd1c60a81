import { TEXT_LIMITS } from '@ile/shared/constants/limits';
import { checkPassword, passwordMismatch } from '@ile/shared/helpers/password';
import { z } from 'zod';

/**
 * The forms' own schemas: the shared contracts would pull the full phone metadata into this chunk. Their
 * rules and messages are the shared ones (the password rule, the email check), so browser and server agree.
 */
export const emailField = z
  .string()
  .trim()
  .min(1, { error: 'Enter your email address' })
  .max(TEXT_LIMITS.email)
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const nameField = (what: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `Enter your ${what}` })
    .max(TEXT_LIMITS.name, { error: `At most ${TEXT_LIMITS.name} characters` });

export interface PasswordPair {
  password: string;
  confirm: string;
}

/**
 * Adds the strength rule and the confirmation check to a form's issues. Done on the whole form so both
 * are reported together, whatever else is wrong.
 */
export function checkPasswordPair(values: PasswordPair, ctx: z.RefinementCtx): void {
  const strength = checkPassword(values.password);
  if (!strength.valid) ctx.addIssue({ code: 'custom', path: ['password'], message: strength.message });
  const mismatch = passwordMismatch(values.password, values.confirm);
  if (mismatch) ctx.addIssue({ code: 'custom', path: ['confirm'], message: mismatch });
}
