import type { AccountUpdateUserBody, User } from '@ile/shared/contracts/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { errorMessage, toast } from '../../../lib/toast';
import { meKey } from './get-me';

/** One section of the personal info (`type`: name, gender, phone, address or image); answers the new user. */
export function updateProfile(body: AccountUpdateUserBody) {
  // A picture of up to 10 MB goes up as base64 in JSON: slow connections need more than the usual 15 s.
  const options = body.type === 'image' ? { timeoutMs: 120_000 } : {};
  return request<User>('POST', '/user/account-update-user', body, options);
}

export function useUpdateProfile() {
  const { replaceUser } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async ({ data, message }) => {
      replaceUser(data);
      toast.success(message ?? 'Profile updated successfully');
      await queryClient.invalidateQueries({ queryKey: meKey });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
