import { IconButton } from '../../../components/ui/button';
import { HeartFilledIcon, HeartIcon } from '../../../components/ui/icons';
import { useSaveToggle } from '../hooks/use-save-toggle';
import styles from './saved.module.css';

/** The heart drawn over a card's picture. */
export function SaveHeart({
  propertyId,
  title,
  saved,
}: {
  propertyId: string;
  title: string;
  saved: boolean;
}) {
  const { toggle, pending } = useSaveToggle(propertyId, saved);
  return (
    <IconButton
      label={saved ? `Remove ${title} from saved properties` : `Save ${title}`}
      aria-busy={pending || undefined}
      className={`${styles.heart} ${saved ? styles.saved : ''}`}
      onClick={toggle}
    >
      {saved ? <HeartFilledIcon size={20} /> : <HeartIcon size={20} />}
    </IconButton>
  );
}
