import { zodResolver } from '@hookform/resolvers/zod';
import { OTP_LENGTH } from '@ile/shared/constants/limits';
import { MESSAGES } from '@ile/shared/constants/messages';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/form';
import { errorMessage, toast } from '../../../lib/toast';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useVerifyResetOtp } from '../api/verify-reset-otp';
import styles from './auth.module.css';
import { LinkButton } from './link-button';

const OtpSchema = z.object({
  otp: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: `Enter the ${OTP_LENGTH}-digit code` }),
});
type OtpValues = z.infer<typeof OtpSchema>;

/** Reset step 2: the emailed numeric code, checked before a new password is asked for. */
export function ResetOtpStep({ email, onVerified }: { email: string; onVerified: (otp: string) => void }) {
  const {
    register,
    handleSubmit,
    setFocus,
    setValue,
    formState: { errors },
  } = useForm<OtpValues>({ resolver: zodResolver(OtpSchema), defaultValues: { otp: '' } });
  const verify = useVerifyResetOtp();
  const resend = useRequestPasswordReset();
  useEffect(() => setFocus('otp'), [setFocus]);

  const submit = handleSubmit(({ otp }) =>
    verify.mutate(
      { email, otp },
      {
        onSuccess: () => {
          toast.success(MESSAGES.auth.otpVerified);
          onVerified(otp);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    ),
  );
  const sendAgain = () =>
    resend.mutate(email, {
      onSuccess: () => toast.success('A new code is on its way'),
      onError: (error) => toast.error(errorMessage(error)),
    });
  // Pasted codes often carry spaces or a dash; only the digits matter.
  const otp = register('otp', {
    onChange: (event) => setValue('otp', String(event.target.value).replace(/\D/g, '').slice(0, OTP_LENGTH)),
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field
        label="Reset code"
        required
        error={errors.otp?.message}
        hint={`${OTP_LENGTH} digits, from the email`}
      >
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            className={styles.otp}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH + 4}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            {...otp}
          />
        )}
      </Field>
      <Button type="submit" block loading={verify.isPending}>
        Verify OTP
      </Button>
      <p className={styles.switch}>
        No email?{' '}
        <LinkButton onClick={sendAgain} disabled={resend.isPending}>
          Send a new code
        </LinkButton>
      </p>
    </form>
  );
}
