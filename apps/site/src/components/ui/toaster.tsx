import { lazy, Suspense, useEffect, useState } from 'react';
import { useTheme } from '../../lib/theme';
import { hasWaitingToasts, onToastWanted } from '../../lib/toast';

const SonnerToaster = lazy(() => import('./sonner-toaster'));

/** Mounts the toast library the first time a toast is asked for. */
export function Toaster() {
  const { darkMode } = useTheme();
  const [needed, setNeeded] = useState(hasWaitingToasts);
  useEffect(() => {
    if (hasWaitingToasts()) setNeeded(true);
    return onToastWanted(() => setNeeded(true));
  }, []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster darkMode={darkMode} />
    </Suspense>
  );
}
