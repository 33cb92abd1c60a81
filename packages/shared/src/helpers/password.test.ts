import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '../constants/auth';
import { checkPassword, PasswordSchema, passwordMismatch } from './password';

const weak = [
  '',
  'Short1A',
  'alllowercase1',
  'ALLUPPERCASE1',
  'NoDigitsHere',
  '12345678',
  'abcdefgh',
  'no upper case 1',
];
const strong = ['Password1', 'aB3defgh', 'Ile-Property-2024', 'ÀbcdefgH9', 'Spaces are fine 1'];

describe('checkPassword', () => {
  it.each(strong)('accepts %j', (password) => {
    expect(checkPassword(password)).toEqual({ valid: true, message: 'Password is valid' });
  });

  it.each(weak)('rejects %j with the spec message', (password) => {
    expect(checkPassword(password)).toEqual({
      valid: false,
      message:
        'Password must contain at least 1 uppercase letter, 1 lowercase letter, 1 number and must be at least 8 letters long',
    });
  });

  it('accepts exactly eight characters and rejects seven', () => {
    expect(checkPassword('Abcdef12').valid).toBe(true);
    expect(checkPassword('Abcde12').valid).toBe(false);
  });

  it('treats a missing password as invalid', () => {
    expect(checkPassword(null).valid).toBe(false);
    expect(checkPassword(undefined).valid).toBe(false);
  });

  it('rejects passwords over 128 characters', () => {
    expect(checkPassword(`Aa1${'x'.repeat(125)}`).valid).toBe(true);
    expect(checkPassword(`Aa1${'x'.repeat(126)}`)).toEqual({
      valid: false,
      message: PASSWORD_MESSAGES.tooLong,
    });
  });
});

describe('PasswordSchema', () => {
  it('agrees with checkPassword', () => {
    for (const password of [...weak, ...strong]) {
      expect(PasswordSchema.safeParse(password).success).toBe(checkPassword(password).valid);
    }
  });

  it('reports the spec message', () => {
    const result = PasswordSchema.safeParse('weak');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(PASSWORD_MESSAGES.invalid);
  });

  it('rejects a non-string with the same message', () => {
    expect(PasswordSchema.safeParse(12345678).error?.issues[0]?.message).toBe(PASSWORD_MESSAGES.invalid);
  });
});

describe('passwordMismatch', () => {
  it('is null when the confirmation matches', () => {
    expect(passwordMismatch('Password1', 'Password1')).toBeNull();
  });

  it('uses the signup message by default and the change message when asked', () => {
    expect(passwordMismatch('Password1', 'Password2')).toBe('Password does not match');
    expect(passwordMismatch('Password1', 'password1', PASSWORD_MESSAGES.newMismatch)).toBe(
      'New password does not match',
    );
  });
});
