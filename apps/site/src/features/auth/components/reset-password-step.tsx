import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@ile/shared/constants/messages';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { errorMessage, toast } from '../../../lib/toast';
import { useCompletePasswordReset } from '../api/complete-password-reset';
import { checkPasswordPair, type PasswordPair } from '../utils/schemas';
import styles from './auth.module.css';
import { PasswordFields } from './password-fields';

// The strength rule applies here too (decisions.md), not only the match the spec asked for.
const NewPasswordSchema = z
  .object({ password: z.string(), confirm: z.string() })
  .superRefine(checkPasswordPair);

/** Reset step 3: the new password, sent with the verified code. */
export function ResetPasswordStep({
  email,
  otp,
  onReset,
}: {
  email: string;
  otp: string;
  onReset: () => void;
}) {
  const form = useForm<PasswordPair>({
    resolver: zodResolver(NewPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const complete = useCompletePasswordReset();
  const { setFocus, handleSubmit } = form;
  useEffect(() => setFocus('password'), [setFocus]);

  const submit = handleSubmit(({ password }) =>
    complete.mutate(
      { email, otp, password },
      {
        onSuccess: () => {
          toast.success(MESSAGES.auth.passwordResetSuccessful);
          onReset();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    ),
  );

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <PasswordFields label="New password" confirmLabel="Confirm new password" />
        <Button type="submit" block loading={complete.isPending}>
          Reset password
        </Button>
      </form>
    </FormProvider>
  );
}
