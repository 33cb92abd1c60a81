import { PASSWORD_MESSAGES } from '@ile/shared/constants/auth';
import { checkPassword } from '@ile/shared/helpers/password';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { Field, FieldMessage } from '../../../components/ui/form';
import type { PasswordPair } from '../utils/schemas';
import { PasswordInput } from './password-input';

/**
 * A new password and its confirmation, with the spec's feedback under the first as it is typed
 * ('Password is valid' or the rule) and 'Password does not match' under the second.
 */
export function PasswordFields({
  label = 'Password',
  confirmLabel = 'Confirm password',
}: {
  label?: string;
  confirmLabel?: string;
}) {
  const {
    register,
    watch,
    formState: { errors, submitCount },
  } = useFormContext<PasswordPair>();
  const feedbackId = useId();
  const password = watch('password') ?? '';
  const confirm = watch('confirm') ?? '';
  const strength = checkPassword(password);
  const showStrength = password.length > 0 || submitCount > 0;
  // Said as soon as the confirmation is typed out differently, not only after a submit.
  const mismatch =
    confirm.length > 0 && confirm !== password ? PASSWORD_MESSAGES.mismatch : errors.confirm?.message;

  return (
    <>
      <Field label={label} required>
        {({ id, describedBy }) => (
          <>
            <PasswordInput
              id={id}
              autoComplete="new-password"
              aria-invalid={showStrength && !strength.valid}
              aria-describedby={[describedBy, feedbackId].filter(Boolean).join(' ')}
              {...register('password')}
            />
            {/* Always present, so screen readers hear it change as the password is typed. */}
            <FieldMessage id={feedbackId} tone={strength.valid ? 'valid' : 'error'}>
              {showStrength ? strength.message : null}
            </FieldMessage>
          </>
        )}
      </Field>
      <Field label={confirmLabel} required error={mismatch}>
        {({ id, describedBy, invalid }) => (
          <PasswordInput
            id={id}
            autoComplete="new-password"
            aria-invalid={invalid}
            aria-describedby={describedBy}
            {...register('confirm')}
          />
        )}
      </Field>
    </>
  );
}
