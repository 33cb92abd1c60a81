import { useNavigate } from 'react-router';
import { ChevronDownIcon, UserIcon } from '../../components/ui/icons';
import { MenuButton, type MenuItem } from '../../components/ui/menu-button';
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
  const navigate = useNavigate();
  const logout = useLogout();
  const items: MenuItem[] = user
    ? [
        ...ACCOUNT_LINKS.map((link) => ({
          key: link.to,
          label: link.label,
          onSelect: () => navigate(link.to),
        })),
        { key: 'logout', label: 'Log out', onSelect: () => void logout() },
      ]
    : [
        { key: 'login', label: 'Login', onSelect: () => open('login') },
        { key: 'signup', label: 'Signup', onSelect: () => open('signup') },
      ];
  return (
    <MenuButton
      label="Account menu"
      className={styles.accountTrigger}
      disabled={status === 'loading'}
      heading={user?.full_name}
      items={items}
    >
      <Avatar name={user?.full_name ?? ''} image={user?.profile_image} />
      <ChevronDownIcon size={16} />
    </MenuButton>
  );
}
