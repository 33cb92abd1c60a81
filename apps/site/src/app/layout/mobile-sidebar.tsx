import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { IconButton } from '../../components/ui/button';
import { CloseIcon, MenuIcon } from '../../components/ui/icons';
import { useAuthModal } from '../../lib/auth-modal';
import { useSession } from '../../lib/session';
import { useLogout } from './account-menu';
import { DataSaverSwitch } from './data-saver-switch';
import styles from './layout.module.css';
import { ACCOUNT_LINKS, NAV_LINKS } from './nav-links';

/** The small-screen menu: a native modal <dialog> drawer greeting the user by full name. */
export function MobileSidebar() {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const { user } = useSession();
  const auth = useAuthModal();
  const logout = useLogout();
  const close = () => setOpen(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <>
      <IconButton
        label="Open menu"
        className={styles.menuButton}
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the click is on the backdrop; keyboards close with Escape (native). */}
      <dialog
        ref={dialog}
        className={styles.drawer}
        aria-labelledby="mobile-sidebar-greeting"
        onClose={close}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        {open && (
          <div className={styles.drawerBody}>
            <div className={styles.drawerHead}>
              <h2 id="mobile-sidebar-greeting" className={styles.greeting}>
                {user ? `Hello ${user.full_name}` : 'Hello'}
              </h2>
              <IconButton label="Close menu" onClick={close}>
                <CloseIcon />
              </IconButton>
            </div>
            <nav className={styles.drawerNav} aria-label="Main">
              {NAV_LINKS.map((link) => (
                <Link key={link.to} to={link.to} onClick={close}>
                  {link.label}
                </Link>
              ))}
              <Link to="/list-property" onClick={close}>
                List property
              </Link>
            </nav>
            <div className={styles.drawerNav}>
              {user ? (
                <>
                  {ACCOUNT_LINKS.map((link) => (
                    <Link key={link.to} to={link.to} onClick={close}>
                      {link.label}
                    </Link>
                  ))}
                  <button
                    type="button"
                    onClick={() => {
                      close();
                      void logout();
                    }}
                  >
                    Log out
                  </button>
                </>
              ) : (
                <>
                  <button
                    type="button"
                    onClick={() => {
                      close();
                      auth.open('login');
                    }}
                  >
                    Login
                  </button>
                  <button
                    type="button"
                    onClick={() => {
                      close();
                      auth.open('signup');
                    }}
                  >
                    Signup
                  </button>
                </>
              )}
            </div>
            <div className={styles.drawerNav}>
              <DataSaverSwitch />
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
