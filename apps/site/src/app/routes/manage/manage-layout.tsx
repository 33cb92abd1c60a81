import { NavLink, Outlet, useLocation } from 'react-router';
import layout from '../../../components/ui/side-nav-layout.module.css';
import { RequireAuth } from '../../require-auth';
import styles from './manage-layout.module.css';

const SECTIONS = [
  { to: '/manage/dashboard', label: 'Dashboard' },
  { to: '/manage/listings', label: 'My Listings' },
  { to: '/manage/applications', label: 'My Listing Applications' },
  { to: '/manage/import', label: 'Import from CSV' },
  { to: '/manage/viewings', label: 'Viewings' },
] as const;

/** The manage area: signed-in only (a visitor signs in and comes back), with its own side navigation. */
export function Component() {
  const { pathname } = useLocation();
  // Editing a listing belongs to My Listings.
  const current = pathname === '/manage/edit-listing' ? '/manage/listings' : pathname;
  return (
    <RequireAuth otherwise="login">
      <div className={`container page ${layout.layout}`}>
        <nav className={layout.nav} aria-label="Manage listings">
          <h2 className={styles.heading}>Manage</h2>
          <ul>
            {SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  className={({ isActive }) =>
                    isActive || current === section.to ? layout.active : undefined
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={layout.content}>
          <Outlet />
        </div>
      </div>
    </RequireAuth>
  );
}
