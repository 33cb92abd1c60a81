import { PASSWORD_MESSAGES } from '@ile/shared/constants/auth';
import { checkPassword, passwordMismatch } from '@ile/shared/helpers/password';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field, FieldMessage, Input } from '../../../components/ui/form';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useUpdatePassword } from '../api/update-password';
import styles from './account.module.css';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change the password: the current one, a new one that passes the strength rule, and its confirmation. */
export function PasswordForm() {
  const { user } = useSession();
  const update = useUpdatePassword();
  const [tried, setTried] = useState(false);
  const form = useForm<PasswordValues>({ defaultValues: EMPTY });
  const { newPassword, confirmPassword } = form.watch();
  const strength = newPassword ? checkPassword(newPassword) : null;
  const mismatch =
    confirmPassword || tried
      ? passwordMismatch(newPassword, confirmPassword, PASSWORD_MESSAGES.newMismatch)
      : null;

  const submit = form.handleSubmit((values) => {
    setTried(true);
    if (!user) return;
    if (!checkPassword(values.newPassword).valid) return;
    const different = passwordMismatch(
      values.newPassword,
      values.confirmPassword,
      PASSWORD_MESSAGES.newMismatch,
    );
    if (different) {
      toast.warning(different);
      return;
    }
    update.mutate(
      { email: user.email, currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          setTried(false);
        },
      },
    );
  });

  return (
    <form className={styles.rowForm} onSubmit={submit} noValidate aria-label="Update password">
      <Field label="Current password" required error={form.formState.errors.currentPassword?.message}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            type="password"
            autoComplete="current-password"
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...form.register('currentPassword', { required: 'Enter your current password' })}
          />
        )}
      </Field>
      <Field label="New password" required>
        {({ id, invalid }) => (
          <>
            <Input
              id={id}
              type="password"
              autoComplete="new-password"
              aria-describedby={`${id}-strength`}
              aria-invalid={invalid || (tried && !strength?.valid)}
              {...form.register('newPassword')}
            />
            {(strength || tried) && (
              <FieldMessage id={`${id}-strength`} tone={strength?.valid ? 'valid' : 'error'}>
                {strength?.message ?? PASSWORD_MESSAGES.invalid}
              </FieldMessage>
            )}
          </>
        )}
      </Field>
      <Field label="Confirm new password" required>
        {({ id }) => (
          <>
            <Input
              id={id}
              type="password"
              autoComplete="new-password"
              aria-describedby={mismatch ? `${id}-match` : undefined}
              aria-invalid={Boolean(mismatch)}
              {...form.register('confirmPassword')}
            />
            {mismatch && (
              <FieldMessage id={`${id}-match`} tone="error">
                {mismatch}
              </FieldMessage>
            )}
          </>
        )}
      </Field>
      <div className={styles.actions}>
        <Button type="submit" loading={update.isPending}>
          Update password
        </Button>
      </div>
    </form>
  );
}
