import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from '../../components/ui/feedback';
import { LoginPanel } from '../../features/auth/components/login-panel';
import { useAuthModal } from '../../lib/auth-modal';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { returnPathFrom } from '../require-auth';

/**
 * /login: where signed-in-only pages send visitors (state `{from}`); after logging in they go back there,
 * or home. A visitor already signed in, or signing in through a modal opened here, goes straight on.
 */
export function Component() {
  usePageTitle('Log in', 'Log in to Ile to save properties, contact owners and manage your listings.');
  const { status } = useSession();
  const { open } = useAuthModal();
  const location = useLocation();
  const navigate = useNavigate();
  const returnTo = returnPathFrom(location.state);

  if (status === 'loading') return <PageSpinner label="Checking your session" />;
  if (status === 'signed-in') return <Navigate to={returnTo} replace />;
  return (
    <section className="container page">
      <LoginPanel
        onSuccess={() => navigate(returnTo, { replace: true })}
        onForgotPassword={() => open('reset')}
        onSignup={() => open('signup')}
      />
    </section>
  );
}
