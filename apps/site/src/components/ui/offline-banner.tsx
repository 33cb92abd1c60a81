import { useOnline } from '../../lib/offline/online-status';
import { useSession } from '../../lib/session';
import styles from './feedback.module.css';

/** On pages that can be read offline (saved list, listing): says the page is what this browser kept. */
export function OfflineBanner() {
  const online = useOnline();
  const { offline } = useSession();
  if (online && !offline) return null;
  return (
    <p className={styles.offline} role="status">
      You are offline — showing what you saved
    </p>
  );
}
