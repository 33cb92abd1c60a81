import type { UpdateUserSettingsBody, User } from '@ile/shared/contracts/user';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { errorMessage, toast } from '../../../lib/toast';

/**
 * POST /user/settings for the privacy toggles. Shown at once; if the server refuses, the previous value
 * comes back and the user is told, since a privacy choice that silently did not stick is worse than none.
 */
export function useUpdatePrivacySetting() {
  const { user, replaceUser } = useSession();
  return useMutation({
    mutationFn: (body: Pick<UpdateUserSettingsBody, 'searchEngineInclusion' | 'readReceipts'>) =>
      api.post<User>('/user/settings', body),
    onMutate: (body) => {
      if (!user) return undefined;
      const settings = { ...user.settings };
      if (body.searchEngineInclusion !== undefined)
        settings.search_engine_inclusion = body.searchEngineInclusion;
      if (body.readReceipts !== undefined) settings.read_receipts = body.readReceipts;
      replaceUser({ ...user, settings });
      return user;
    },
    onSuccess: (saved) => {
      replaceUser(saved);
      toast.success('Privacy settings saved');
    },
    onError: (error, _body, previous) => {
      if (previous) replaceUser(previous);
      toast.error(errorMessage(error));
    },
  });
}
