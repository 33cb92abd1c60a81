import { SAVED_SEARCHES_PAGE_PATH } from '@ile/shared/constants/discovery';
import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import layout from '../../../components/ui/side-nav-layout.module.css';
import { useSession } from '../../../lib/session';
import { RequireAuth } from '../../require-auth';
import styles from './account-layout.module.css';

const SECTIONS = [
  { to: '/account/personal-info', label: 'Personal info' },
  { to: '/account/student', label: 'Student' },
  { to: '/account/verification', label: 'Verification' },
  { to: '/account/payment', label: 'Payments and payouts' },
  { to: '/account/login', label: 'Login and security' },
  { to: '/account/notifications', label: 'Notifications' },
  { to: SAVED_SEARCHES_PAGE_PATH, label: 'Saved searches' },
  { to: '/account/viewings', label: 'My viewings' },
  { to: '/account/privacy-and-sharing', label: 'Privacy and sharing' },
  { to: '/account/appearance', label: 'Appearance' },
  { to: '/account/ticket', label: 'Tickets' },
] as const;

const FOOTER_LINKS = [
  { to: '/list-property', label: 'List a property' },
  { to: '/terms-and-conditions', label: 'Terms and conditions' },
  { to: '/contact-us', label: 'Contact us' },
  { to: '/privacy', label: 'Privacy policy' },
] as const;

/**
 * On phones the section links are one sideways-scrolling row: keep the current one in view, also when the
 * page is opened directly (the links appear only once the session is known).
 */
function useCurrentLinkInView() {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const { status } = useSession();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the current page changes or the links appear
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const list = current?.closest('ul');
    if (!current || !list || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [pathname, status]);
  return nav;
}

/**
 * The account area: signed-in only, side navigation, and the account footer links. A visitor goes home, except
 * from the saved searches, which alert emails and notifications link to: they sign in and come back.
 */
export function Component() {
  const nav = useCurrentLinkInView();
  const { pathname } = useLocation();
  return (
    <RequireAuth otherwise={pathname.startsWith(SAVED_SEARCHES_PAGE_PATH) ? 'login' : 'home'}>
      <div className={`container page ${layout.layout}`}>
        <nav ref={nav} className={`${layout.nav} ${styles.nav}`} aria-label="Account">
          <p className={styles.heading}>Account</p>
          <ul>
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.to === '/account/payment' ? false : undefined}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={layout.content}>
          <Outlet />
          <footer className={styles.footer}>
            {FOOTER_LINKS.map((link) => (
              <NavLink key={link.to} to={link.to}>
                {link.label}
              </NavLink>
            ))}
            <span>© {new Date().getFullYear()} Ile</span>
          </footer>
        </div>
      </div>
    </RequireAuth>
  );
}
