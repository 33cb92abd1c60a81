import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { refreshSession } from '../../lib/api-client';
import { toast } from '../../lib/toast';

/** The emailed verification link lands on `/?emailVerified=success|failed`: say so, then tidy the URL. */
export function useEmailVerifiedToast(): void {
  const [params, setParams] = useSearchParams();
  const outcome = params.get('emailVerified');
  // Said once per landing, even when the effect runs twice before the URL is tidied (React's StrictMode).
  const said = useRef(false);
  useEffect(() => {
    if (!outcome) {
      said.current = false;
      return;
    }
    if (said.current) return;
    said.current = true;
    if (outcome === 'success') {
      toast.success('Your email address is verified');
      void refreshSession();
    } else {
      toast.error('That verification link is invalid or has expired. Sign in and ask for a new one.');
    }
    setParams(
      (current) => {
        current.delete('emailVerified');
        return current;
      },
      { replace: true },
    );
  }, [outcome, setParams]);
}
