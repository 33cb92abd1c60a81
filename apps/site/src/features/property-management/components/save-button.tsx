import { IconButton } from '../../../components/ui/button';
import { HeartFilledIcon, HeartIcon } from '../../../components/ui/icons';
import { useAuthModal } from '../../../lib/auth-modal';
import { useSession } from '../../../lib/session';
import { errorMessage, toast } from '../../../lib/toast';
import { useToggleSaved } from '../api/toggle-saved';
import styles from './category-listings.module.css';

/** The heart on a card: visitors are asked to sign in (spec: 'Login to save property'). */
export function SaveButton({
  propertyId,
  title,
  liked,
}: {
  propertyId: string;
  title: string;
  liked: boolean;
}) {
  const { status } = useSession();
  const authModal = useAuthModal();
  const toggle = useToggleSaved();
  const onClick = () => {
    if (status !== 'signed-in') {
      toast.info('Login to save property');
      authModal.open('login');
      return;
    }
    toggle.mutate(
      { propertyId, liked },
      {
        onSuccess: (answer) =>
          toast.success(answer.saved ? 'Added to saved properties' : 'Removed from saved properties'),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };
  return (
    <IconButton
      label={liked ? `Remove ${title} from saved properties` : `Save ${title}`}
      aria-pressed={liked}
      className={[styles.heart, liked && styles.liked].filter(Boolean).join(' ')}
      onClick={onClick}
      disabled={toggle.isPending}
    >
      {liked ? <HeartFilledIcon /> : <HeartIcon />}
    </IconButton>
  );
}
