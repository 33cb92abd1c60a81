import { useLocation } from 'react-router';
import styles from '../../../features/account/components/account.module.css';
import { AccountPage } from '../../../features/account/components/account-page';
import { DeleteAccount } from '../../../features/account/components/delete-account';
import { PasswordForm } from '../../../features/account/components/password-form';
import { SessionList } from '../../../features/account/components/session-list';
import { usePageTitle } from '../../../lib/page-title';

export function Component() {
  usePageTitle('Login and Security');
  // Privacy's "Delete my data" lands here with the deletion dialog open.
  const { state } = useLocation();
  const startDeleting = (state as { deleteAccount?: boolean } | null)?.deleteAccount === true;
  return (
    <AccountPage
      title="Login and Security"
      intro="Change your password, see where you're signed in, or delete your account."
    >
      <div className={styles.card}>
        <h2>Update password</h2>
        <p className="muted">Changing it signs you out on every other device.</p>
        <PasswordForm />
      </div>
      <SessionList />
      <DeleteAccount defaultOpen={startDeleting} />
    </AccountPage>
  );
}
