import { z } from 'zod';
import { PASSWORD_MESSAGES, PASSWORD_RULE } from '../constants/auth';

export interface PasswordCheck {
  valid: boolean;
  message: string;
}

/** The strength rule shared by signup, reset and change: at least 8 characters, one upper, one lower, one digit. */
export function checkPassword(password: string | null | undefined): PasswordCheck {
  const candidate = password ?? '';
  if (!PASSWORD_RULE.pattern.test(candidate)) return { valid: false, message: PASSWORD_MESSAGES.invalid };
  if (candidate.length > PASSWORD_RULE.maxLength) return { valid: false, message: PASSWORD_MESSAGES.tooLong };
  return { valid: true, message: PASSWORD_MESSAGES.valid };
}

/** The same rule as a schema, so the browser and the server reject the same passwords with the same words. */
export const PasswordSchema = z
  .string({ error: PASSWORD_MESSAGES.invalid })
  .regex(PASSWORD_RULE.pattern, { error: PASSWORD_MESSAGES.invalid })
  .max(PASSWORD_RULE.maxLength, { error: PASSWORD_MESSAGES.tooLong });

/** The message to show when a confirmation differs from the password, or null when they match. */
export function passwordMismatch(
  password: string,
  confirmation: string,
  message: string = PASSWORD_MESSAGES.mismatch,
): string | null {
  return password === confirmation ? null : message;
}
