import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/feedback';
import { useSession } from '../lib/session';

/**
 * Signed-in pages. While the session is being restored nothing of the page shows; a visitor is sent to
 * `/login` remembering where they were (listing, applications) or home (the account area, per the spec).
 */
export function RequireAuth({
  children,
  otherwise = 'login',
}: {
  children: ReactNode;
  otherwise?: 'login' | 'home';
}) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner label="Checking your session" />;
  if (status === 'signed-out') {
    if (otherwise === 'home') return <Navigate to="/" replace />;
    return (
      <Navigate
        to="/login"
        replace
        state={{ from: `${location.pathname}${location.search}${location.hash}` }}
      />
    );
  }
  return <>{children}</>;
}

/** Where `/login` returns the user to: the page that sent them, else home. */
export function returnPathFrom(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}
