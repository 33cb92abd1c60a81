import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { MailIcon } from '../../../components/ui/icons';
import { useResendVerification } from '../api/resend-verification';
import styles from './auth.module.css';

/** Signup done: the account exists; the emailed link verifies it. Signing in is allowed meanwhile. */
export function SignupDoneStep({ email, onLogin }: { email: string; onLogin: () => void }) {
  const resend = useResendVerification();
  const actions = useRef<HTMLDivElement>(null);
  // The form that had focus is gone; the next useful action takes it.
  useEffect(() => actions.current?.querySelector('button')?.focus(), []);

  return (
    <div className={styles.form}>
      <span className={styles.badge}>
        <MailIcon size={26} />
      </span>
      <p className={styles.text}>
        We sent a verification link to <strong>{email}</strong>. Click the link in the email to verify your
        account; it works for 24 hours.
      </p>
      <p className={styles.small}>
        You can log in now. Publishing a listing, messaging and payments need a verified email address.
      </p>
      <div className={styles.actions} ref={actions}>
        <Button block onClick={onLogin}>
          Go to login
        </Button>
        <Button variant="secondary" block loading={resend.isPending} onClick={() => resend.mutate(email)}>
          Resend email
        </Button>
      </div>
    </div>
  );
}
