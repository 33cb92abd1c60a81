import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { api } from '../../lib/api-client';
import { errorMessage, toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { MailIcon } from '../ui/icons';
import styles from './verify-email-notice.module.css';

/**
 * Publishing and paying need a verified email (decisions.md): says so before the user fills in a whole
 * form, and offers to send the link again. The server answers the same whether or not a mail went out.
 */
export function VerifyEmailNotice({ email, action }: { email: string; action: string }) {
  const titleId = useId();
  const resend = useMutation({
    mutationFn: () => api.postForMessage('/auth/resend-verification', { email }),
    onSuccess: (message) => toast.success(message || 'Verification email sent'),
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <section className={styles.notice} aria-labelledby={titleId}>
      <MailIcon size={24} className={styles.icon} />
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          Verify your email address
        </h2>
        <p className={styles.text}>
          You need a verified email to {action}. Open the link we sent to <strong>{email}</strong>, then come
          back to this page.
        </p>
        {resend.isSuccess ? (
          <p className={styles.sent} role="status">
            A new link is on its way. Check your inbox and spam folder.
          </p>
        ) : (
          <Button variant="secondary" size="small" loading={resend.isPending} onClick={() => resend.mutate()}>
            Resend verification email
          </Button>
        )}
      </div>
    </section>
  );
}
