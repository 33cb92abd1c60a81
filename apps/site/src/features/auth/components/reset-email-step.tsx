import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/form';
import { errorMessage, toast } from '../../../lib/toast';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { emailField } from '../utils/schemas';
import styles from './auth.module.css';
import { LinkButton } from './link-button';

const EmailSchema = z.object({ email: emailField });
type EmailValues = z.infer<typeof EmailSchema>;

/** Reset step 1: the address the code goes to. */
export function ResetEmailStep({
  defaultEmail,
  onSent,
  onLogin,
}: {
  defaultEmail: string;
  onSent: (email: string) => void;
  onLogin: () => void;
}) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<EmailValues>({ resolver: zodResolver(EmailSchema), defaultValues: { email: defaultEmail } });
  const request = useRequestPasswordReset();
  useEffect(() => setFocus('email'), [setFocus]);

  const submit = handleSubmit(({ email }) =>
    request.mutate(email, {
      onSuccess: () => onSent(email),
      onError: (error) => toast.error(errorMessage(error)),
    }),
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field label="Email" required error={errors.email?.message}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            type="email"
            autoComplete="email"
            inputMode="email"
            aria-invalid={invalid}
            aria-describedby={describedBy}
            {...register('email')}
          />
        )}
      </Field>
      <Button type="submit" block loading={request.isPending}>
        Send reset message
      </Button>
      <p className={styles.switch}>
        Remembered it? <LinkButton onClick={onLogin}>Back to login</LinkButton>
      </p>
    </form>
  );
}
