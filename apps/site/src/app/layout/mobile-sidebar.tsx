import * as RadixDialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { Link } from 'react-router';
import { IconButton } from '../../components/ui/button';
import { CloseIcon, MenuIcon } from '../../components/ui/icons';
import { useAuthModal } from '../../lib/auth-modal';
import { useSession } from '../../lib/session';
import { useLogout } from './account-menu';
import styles from './layout.module.css';
import { ACCOUNT_LINKS, NAV_LINKS } from './nav-links';

/** The small-screen menu: greets the user by full name and lists every header destination. */
export function MobileSidebar() {
  const [open, setOpen] = useState(false);
  const { user } = useSession();
  const auth = useAuthModal();
  const logout = useLogout();
  const close = () => setOpen(false);
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger asChild>
        <IconButton label="Open menu" className={styles.menuButton}>
          <MenuIcon />
        </IconButton>
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.drawerOverlay} />
        <RadixDialog.Content className={styles.drawer} aria-describedby={undefined}>
          <div className={styles.drawerHead}>
            <RadixDialog.Title className={styles.greeting}>
              {user ? `Hello ${user.full_name}` : 'Hello'}
            </RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton label="Close menu">
                <CloseIcon />
              </IconButton>
            </RadixDialog.Close>
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
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
