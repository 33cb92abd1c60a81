import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/form';
import { emailField } from '../utils/schemas';
import styles from './auth.module.css';
import { LinkButton } from './link-button';

const EmailSchema = z.object({ email: emailField });
type EmailValues = z.infer<typeof EmailSchema>;

/** Signup step 1: the address only; Continue needs a valid one (spec §4). */
export function SignupEmailStep({
  defaultEmail,
  onContinue,
  onLogin,
}: {
  defaultEmail: string;
  onContinue: (email: string) => void;
  onLogin: () => void;
}) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<EmailValues>({ resolver: zodResolver(EmailSchema), defaultValues: { email: defaultEmail } });
  useEffect(() => setFocus('email'), [setFocus]);

  return (
    <form className={styles.form} onSubmit={handleSubmit(({ email }) => onContinue(email))} noValidate>
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
      <Button type="submit" block>
        Continue
      </Button>
      <p className={styles.switch}>
        Already have an account? <LinkButton onClick={onLogin}>Log in</LinkButton>
      </p>
    </form>
  );
}
