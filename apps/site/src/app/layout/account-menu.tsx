import * as Menu from '@radix-ui/react-dropdown-menu';
import { Link, useNavigate } from 'react-router';
import { ChevronDownIcon, UserIcon } from '../../components/ui/icons';
import { useAuthModal } from '../../lib/auth-modal';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import styles from './layout.module.css';
import { ACCOUNT_LINKS } from './nav-links';

export function Avatar({ name, image }: { name: string; image: string | null | undefined }) {
  if (image) return <img className={styles.avatar} src={image} alt="" width={28} height={28} />;
  const initials = name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <span className={styles.avatar} aria-hidden>
      {initials || <UserIcon size={16} />}
    </span>
  );
}

export function useLogout(): () => Promise<void> {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return async () => {
    await signOut().catch(() => undefined);
    toast.success('Logout successful');
    navigate('/');
  };
}

/** Logged out: Login, Signup. Logged in: Saved Properties, Manage Listings, Account, Log out. */
export function AccountMenu() {
  const { user, status } = useSession();
  const { open } = useAuthModal();
  const logout = useLogout();
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        className={styles.accountTrigger}
        aria-label="Account menu"
        disabled={status === 'loading'}
      >
        <Avatar name={user?.full_name ?? ''} image={user?.profile_image} />
        <ChevronDownIcon size={16} />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={styles.menu} align="end" sideOffset={8}>
          {user ? (
            <>
              <Menu.Label className={styles.menuLabel}>{user.full_name}</Menu.Label>
              {ACCOUNT_LINKS.map((link) => (
                <Menu.Item key={link.to} asChild className={styles.menuItem}>
                  <Link to={link.to}>{link.label}</Link>
                </Menu.Item>
              ))}
              <Menu.Separator className={styles.menuSeparator} />
              <Menu.Item className={styles.menuItem} onSelect={() => void logout()}>
                Log out
              </Menu.Item>
            </>
          ) : (
            <>
              <Menu.Item className={styles.menuItem} onSelect={() => open('login')}>
                Login
              </Menu.Item>
              <Menu.Item className={styles.menuItem} onSelect={() => open('signup')}>
                Signup
              </Menu.Item>
            </>
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
