import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { BellIcon } from '../../../components/ui/icons';
import { OFFLINE_MESSAGE } from '../../../lib/api-client';
import { isOnline } from '../../../lib/offline/online-status';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';

// The dialog, its form and the shared schemas load on the first click, not with the search page.
const SaveSearchDialog = lazy(() =>
  import('./save-search-dialog').then((module) => ({ default: module.SaveSearchDialog })),
);

/** The anchor a visitor comes back to after signing in, with the dialog open. */
export const SAVE_SEARCH_ANCHOR = 'save-search';

/**
 * "Save this search" on the search page: visitors sign in at /login and come back here with the dialog open;
 * with no network it says a save needs one (the dialog's code may not even be kept offline).
 */
export function SaveSearchButton({
  filters,
  className,
}: {
  filters: Record<string, string>;
  className?: string;
}) {
  const { status } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const reopened = useRef(false);

  useEffect(() => {
    if (reopened.current || status !== 'signed-in' || location.hash !== `#${SAVE_SEARCH_ANCHOR}`) return;
    reopened.current = true;
    if (isOnline()) setOpen(true);
  }, [status, location.hash]);

  const start = () => {
    if (status === 'signed-out') {
      navigate('/login', { state: { from: `${location.pathname}${location.search}#${SAVE_SEARCH_ANCHOR}` } });
      return;
    }
    if (!isOnline()) {
      toast.error(OFFLINE_MESSAGE);
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <Button
        id={SAVE_SEARCH_ANCHOR}
        variant="secondary"
        className={className}
        aria-haspopup="dialog"
        // Until the session is known, a click could neither open the dialog nor send the visitor to sign in.
        disabled={status === 'loading'}
        onClick={start}
      >
        <BellIcon size={18} />
        Save this search
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog open={open} onOpenChange={setOpen} filters={filters} />
        </Suspense>
      )}
    </>
  );
}
