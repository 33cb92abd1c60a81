import { useNavigate } from 'react-router';
import { ChevronDownIcon, UserIcon } from '../../components/ui/icons';
import { MenuButton, type MenuItem } from '../../components/ui/menu-button';
import { useUnreadCount } from '../../features/notifications/api/unread-count';
import { useAuthModal } from '../../lib/auth-modal';
import { useDataSaver } from '../../lib/data-saver';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import styles from './layout.module.css';
import { ACCOUNT_LINKS, NOTIFICATIONS_PAGE } from './nav-links';

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

/** The unread count as a badge; 99+ past two digits. */
function UnreadBadge({ count, className }: { count: number; className: string }) {
  if (count === 0) return null;
  return (
    <span className={className} aria-hidden>
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The data saver switch as a menu item (a `menuitemcheckbox`), for visitors and users alike. */
function useDataSaverItem(): MenuItem {
  const dataSaver = useDataSaver();
  return {
    key: 'data-saver',
    label: (
      <>
        Data saver
        <span className={styles.menuState} aria-hidden>
          {dataSaver.on ? 'On' : 'Off'}
        </span>
      </>
    ),
    checked: dataSaver.on,
    onSelect: () => dataSaver.setOn(!dataSaver.on),
  };
}

/**
 * Logged out: Login, Signup, Data saver. Logged in: Saved Properties, Manage Listings, Account, Notifications
 * (with the unread count, also badged on the button), Data saver, Log out.
 */
export function AccountMenu() {
  const { user, status } = useSession();
  const { open } = useAuthModal();
  const navigate = useNavigate();
  const logout = useLogout();
  const unread = useUnreadCount();
  const dataSaverItem = useDataSaverItem();
  const unreadText = `${unread} unread notification${unread === 1 ? '' : 's'}`;
  const items: MenuItem[] = user
    ? [
        ...ACCOUNT_LINKS.map((link) => ({
          key: link.to,
          label: link.label,
          onSelect: () => navigate(link.to),
        })),
        {
          key: NOTIFICATIONS_PAGE,
          label: (
            <>
              Notifications
              <UnreadBadge count={unread} className={styles.menuBadge} />
              {unread > 0 && <span className="visually-hidden">, {unreadText}</span>}
            </>
          ),
          onSelect: () => navigate(NOTIFICATIONS_PAGE),
        },
        dataSaverItem,
        { key: 'logout', label: 'Log out', onSelect: () => void logout() },
      ]
    : [
        { key: 'login', label: 'Login', onSelect: () => open('login') },
        { key: 'signup', label: 'Signup', onSelect: () => open('signup') },
        dataSaverItem,
      ];
  return (
    <MenuButton
      label={user && unread > 0 ? `Account menu, ${unreadText}` : 'Account menu'}
      className={styles.accountTrigger}
      disabled={status === 'loading'}
      heading={user?.full_name}
      items={items}
    >
      <span className={styles.avatarWrap}>
        <Avatar name={user?.full_name ?? ''} image={user?.profile_image} />
        {user && <UnreadBadge count={unread} className={styles.unreadBadge} />}
      </span>
      <ChevronDownIcon size={16} />
    </MenuButton>
  );
}
