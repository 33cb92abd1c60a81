import type { SignupBody } from '@ile/shared/contracts/auth';
import type { User } from '@ile/shared/contracts/user';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Creates the account (always an EndUser) and triggers the verification email; it does not sign in. */
export function signup(body: Omit<SignupBody, 'role'>): Promise<{ user: User }> {
  return api.post<{ user: User }>('/auth/signup', { ...body, role: 'EndUser' });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
