import { LockIcon } from '../../../components/ui/icons';
import { LoginForm } from './login-form';
import styles from './login-panel.module.css';

/** The /login page's card: where signed-in-only pages send a visitor, with ways on to signup and reset. */
export function LoginPanel({
  onSuccess,
  onForgotPassword,
  onSignup,
}: {
  onSuccess?: () => void;
  onForgotPassword: () => void;
  onSignup: () => void;
}) {
  return (
    <div className={styles.card}>
      <span className={styles.icon}>
        <LockIcon size={22} />
      </span>
      <h1 className={styles.title}>Log in to Ile</h1>
      <p className={styles.lead}>Welcome back. Log in to continue where you left off.</p>
      <LoginForm
        rememberLabel="Remember me"
        onSuccess={onSuccess}
        onForgotPassword={onForgotPassword}
        onSignup={onSignup}
      />
    </div>
  );
}
