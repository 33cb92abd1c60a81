export const PASSWORD_RULE = {
  minLength: 8,
  maxLength: 128,
  pattern: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/,
} as const;

export const PASSWORD_MESSAGES = {
  valid: 'Password is valid',
  invalid:
    'Password must contain at least 1 uppercase letter, 1 lowercase letter, 1 number and must be at least 8 letters long',
  tooLong: 'Password must be at most 128 characters long',
  mismatch: 'Password does not match',
  newMismatch: 'New password does not match',
} as const;

export const USER_ROLES = ['EndUser', 'Agent', 'Agency'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const DEFAULT_USER_ROLE: UserRole = 'EndUser';

export const STAFF_ROLES = ['Admin', 'Reviewer', 'Support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const GENDERS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];
