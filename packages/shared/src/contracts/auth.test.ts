import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '../constants/auth';
import { id, imageDataUrl } from '../testing/fixtures';
import {
  LoginBody,
  ResetPasswordCompleteBody,
  SigninBody,
  SignupBody,
  UpdatePasswordBody,
  VerifyResetOtpBody,
} from './auth';
import { AccountDeleteUserBody, AccountUpdateUserBody, UpdateUserSettingsBody, UserSchema } from './user';

const signup = {
  email: 'Ada@Example.com',
  password: 'Password1',
  phone: '+234 803 123 4567',
  firstname: ' Ada ',
  lastname: 'Obi',
  role: 'Agent',
};

describe('SignupBody', () => {
  it('normalises the email and names and keeps role only as given (the server ignores it)', () => {
    expect(SignupBody.parse(signup)).toEqual({
      email: 'ada@example.com',
      password: 'Password1',
      phone: '+2348031234567',
      firstname: 'Ada',
      lastname: 'Obi',
      role: 'Agent',
    });
  });

  it('is the same schema for signin', () => {
    expect(SigninBody).toBe(SignupBody);
  });

  it('applies the password rule with the spec message', () => {
    const result = SignupBody.safeParse({ ...signup, password: 'password' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['password'], message: PASSWORD_MESSAGES.invalid }),
    ]);
  });
});

describe('LoginBody', () => {
  it('needs an email and a non-empty password, with no strength rule', () => {
    expect(LoginBody.parse({ email: 'a@b.ng', password: 'x', persist: true })).toEqual({
      email: 'a@b.ng',
      password: 'x',
      persist: true,
    });
    expect(LoginBody.safeParse({ email: 'a@b.ng', password: '' }).error?.issues[0]?.message).toBe(
      'Please fill in all fields',
    );
  });
});

describe('password reset', () => {
  it('needs a 6-digit OTP', () => {
    expect(VerifyResetOtpBody.safeParse({ email: 'a@b.ng', otp: '123456' }).success).toBe(true);
    expect(VerifyResetOtpBody.safeParse({ email: 'a@b.ng', otp: '12345' }).success).toBe(false);
    expect(VerifyResetOtpBody.safeParse({ email: 'a@b.ng', otp: '12345a' }).success).toBe(false);
    expect(VerifyResetOtpBody.safeParse({ email: 'a@b.ng', otp: 123456 }).success).toBe(false);
  });

  it('applies the strength rule when completing the reset', () => {
    expect(
      ResetPasswordCompleteBody.safeParse({ email: 'a@b.ng', otp: '123456', password: 'weak' }).success,
    ).toBe(false);
    expect(
      ResetPasswordCompleteBody.safeParse({ email: 'a@b.ng', otp: '123456', password: 'Stronger1' }).success,
    ).toBe(true);
  });

  it('needs the current password to change it', () => {
    expect(UpdatePasswordBody.safeParse({ email: 'a@b.ng', newPassword: 'Stronger1' }).success).toBe(false);
    expect(
      UpdatePasswordBody.safeParse({ email: 'a@b.ng', currentPassword: 'old', newPassword: 'Stronger1' })
        .success,
    ).toBe(true);
  });
});

describe('AccountUpdateUserBody', () => {
  it('takes the fields of the section named by type', () => {
    expect(
      AccountUpdateUserBody.parse({ type: 'name', firstName: 'Ada', lastName: 'Obi', userId: id(1) }),
    ).toEqual({
      type: 'name',
      firstName: 'Ada',
      lastName: 'Obi',
      userId: id(1),
    });
    expect(AccountUpdateUserBody.parse({ type: 'gender', gender: 'Female' })).toEqual({
      type: 'gender',
      gender: 'Female',
    });
    expect(AccountUpdateUserBody.parse({ type: 'phone', phone: '+232 76 123456' })).toEqual({
      type: 'phone',
      phone: '+23276123456',
    });
    expect(
      AccountUpdateUserBody.parse({
        type: 'address',
        address: '5 Siaka Stevens St',
        state: '',
        country: 'SL',
      }),
    ).toEqual({ type: 'address', address: '5 Siaka Stevens St', state: undefined, country: 'SL' });
    expect(AccountUpdateUserBody.safeParse({ type: 'image', image: imageDataUrl() }).success).toBe(true);
  });

  it('rejects a missing field of the section and an unknown type', () => {
    expect(AccountUpdateUserBody.safeParse({ type: 'name', firstName: 'Ada' }).success).toBe(false);
    expect(AccountUpdateUserBody.safeParse({ type: 'gender', gender: 'Other' }).success).toBe(false);
    expect(AccountUpdateUserBody.safeParse({ type: 'email', email: 'a@b.ng' }).success).toBe(false);
  });
});

describe('AccountDeleteUserBody', () => {
  it('needs the password', () => {
    expect(AccountDeleteUserBody.safeParse({ password: '' }).success).toBe(false);
    expect(AccountDeleteUserBody.safeParse({ password: 'secret', test: 1 }).data).toEqual({
      password: 'secret',
    });
  });
});

describe('UpdateUserSettingsBody', () => {
  it('accepts any subset of the settings but not nothing', () => {
    expect(UpdateUserSettingsBody.parse({ darkMode: true })).toEqual({ darkMode: true });
    expect(UpdateUserSettingsBody.safeParse({}).success).toBe(false);
    expect(UpdateUserSettingsBody.safeParse({ selectedCurrency: 'SLL' }).success).toBe(false);
  });
});

describe('UserSchema', () => {
  it('fills default settings', () => {
    const user = UserSchema.parse({
      id: id(1),
      email: 'a@b.ng',
      phone: null,
      first_name: 'Ada',
      last_name: 'Obi',
      full_name: 'Ada Obi',
      gender: null,
      address: null,
      state: null,
      country: null,
      profile_image: null,
      role: 'EndUser',
      staff_role: null,
      email_verified: false,
      is_verified_student: false,
      settings: {},
      created_at: '2024-05-01T10:00:00.000Z',
    });
    expect(user.settings).toEqual({
      selected_currency: null,
      dark_mode: false,
      theme_colour: 'green',
      search_engine_inclusion: true,
      read_receipts: true,
    });
  });
});
