import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '../../../components/form/form-fields';
import { Button } from '../../../components/ui/button';
import { emailField } from '../utils/schemas';
import styles from './auth.module.css';

const EmailSchema = z.object({ email: emailField });
type EmailValues = z.infer<typeof EmailSchema>;

/** The first step of signup and of a password reset: one email address, checked before `onEmail`. */
export function EmailStep({
  defaultEmail,
  onEmail,
  submitLabel,
  pending,
  footer,
}: {
  defaultEmail: string;
  onEmail: (email: string) => void;
  submitLabel: string;
  pending?: boolean;
  /** The line under the button that switches to another flow. */
  footer: ReactNode;
}) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<EmailValues>({ resolver: zodResolver(EmailSchema), defaultValues: { email: defaultEmail } });
  useEffect(() => setFocus('email'), [setFocus]);

  return (
    <form className={styles.form} onSubmit={handleSubmit(({ email }) => onEmail(email))} noValidate>
      <TextField
        label="Email"
        required
        type="email"
        autoComplete="email"
        inputMode="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      <Button type="submit" block loading={pending}>
        {submitLabel}
      </Button>
      <p className={styles.switch}>{footer}</p>
    </form>
  );
}
