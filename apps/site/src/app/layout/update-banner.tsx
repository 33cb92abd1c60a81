import { useSyncExternalStore } from 'react';
import { Button } from '../../components/ui/button';
import { isUpdateWaiting, onUpdateWaiting, reloadToNewVersion } from '../../lib/pwa/service-worker-client';
import styles from './layout.module.css';

/**
 * A new build is deployed: the page keeps running on its own files until the user reloads, so old and new
 * chunks never mix in one page.
 */
export function UpdateBanner() {
  const waiting = useSyncExternalStore(onUpdateWaiting, isUpdateWaiting, () => false);
  if (!waiting) return null;
  return (
    <div className={styles.update} role="status">
      <span>A new version is available</span>
      <Button size="small" onClick={reloadToNewVersion}>
        Reload
      </Button>
    </div>
  );
}
