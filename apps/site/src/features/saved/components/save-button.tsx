import { Button } from '../../../components/ui/button';
import { HeartFilledIcon, HeartIcon } from '../../../components/ui/icons';
import { useSaveToggle } from '../hooks/use-save-toggle';
import styles from './saved.module.css';

/** The listing page's Save/Unsave button. */
export function SaveButton({ propertyId, saved }: { propertyId: string; saved: boolean }) {
  const { toggle, pending } = useSaveToggle(propertyId, saved);
  return (
    <Button variant="secondary" loading={pending} onClick={toggle}>
      {!pending &&
        (saved ? <HeartFilledIcon size={18} className={styles.savedIcon} /> : <HeartIcon size={18} />)}
      {saved ? 'Unsave' : 'Save'}
    </Button>
  );
}
