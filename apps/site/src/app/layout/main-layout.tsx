import { lazy, Suspense } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { PageSpinner } from '../../components/ui/feedback';
import { useLiveNotifications } from '../../features/notifications/hooks/use-live-notifications';
import { useAuthModal } from '../../lib/auth-modal';
import { useLeaveFirstViewOffPath } from '../../lib/first-view';
import { useOfflineChangesSync } from '../../lib/offline/use-offline-changes-sync';
import { Footer } from './footer';
import { Header } from './header';
import styles from './layout.module.css';
import { ScrollTopButton, ScrollToTopOnNavigate } from './scroll-to-top';
import { UpdateBanner } from './update-banner';
import { useEmailVerifiedToast } from './use-email-verified-toast';
import { useRefreshNotified } from './use-refresh-notified';

// The auth modals are code the first paint never needs: loaded when one opens.
const AuthModals = lazy(() => import('../../features/auth/components/auth-modals'));

export function MainLayout() {
  const { entry } = useAuthModal();
  const navigation = useNavigation();
  useLeaveFirstViewOffPath(useLocation().pathname);
  useEmailVerifiedToast();
  useLiveNotifications(useRefreshNotified());
  useOfflineChangesSync();
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <ScrollToTopOnNavigate />
      <Header />
      <main id="main" className={styles.main} aria-busy={navigation.state === 'loading' || undefined}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollTopButton />
      <UpdateBanner />
      {entry && (
        <Suspense fallback={null}>
          <AuthModals />
        </Suspense>
      )}
    </div>
  );
}
