import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/icons';
import styles from './auth.module.css';

/** Reset done: every session was signed out by the reset, so the next step is logging in. */
export function ResetDoneStep({ onLogin }: { onLogin: () => void }) {
  const actions = useRef<HTMLDivElement>(null);
  useEffect(() => actions.current?.querySelector('button')?.focus(), []);
  return (
    <div className={styles.form}>
      <span className={styles.badge}>
        <CheckIcon size={28} />
      </span>
      <p className={styles.text}>
        Your password has been changed. Log in with your new password; any device that was signed in has been
        signed out.
      </p>
      <div className={styles.actions} ref={actions}>
        <Button block onClick={onLogin}>
          Login
        </Button>
      </div>
    </div>
  );
}
