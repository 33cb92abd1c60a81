import { useSession } from '../../../lib/session';
import { errorMessage, toast } from '../../../lib/toast';
import { useToggleSaved } from '../api/toggle-saved';

export const LOGIN_TO_SAVE = 'Login to save property';

/**
 * Save or unsave a listing that is `saved` now; visitors are told to log in (spec §6), the server's message is
 * shown (§4).
 */
export function useSaveToggle(propertyId: string, saved: boolean) {
  const { status } = useSession();
  const mutation = useToggleSaved();
  const toggle = () => {
    if (status === 'loading' || mutation.isPending) return;
    if (status === 'signed-out') {
      toast.warning(LOGIN_TO_SAVE);
      return;
    }
    mutation.mutate(
      { propertyId, saved },
      {
        onSuccess: ({ data, message }) =>
          toast.success(
            message || (data.saved ? 'Added to saved properties' : 'Removed from saved properties'),
          ),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };
  return { toggle, pending: mutation.isPending };
}
