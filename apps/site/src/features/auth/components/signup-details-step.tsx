import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_PHONE_COUNTRY } from '@ile/shared/constants/countries';
import { MESSAGES } from '@ile/shared/constants/messages';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/form';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, toast } from '../../../lib/toast';
import { useSignup } from '../api/signup';
import { parsePhone } from '../utils/phone';
import { checkPasswordPair, nameField } from '../utils/schemas';
import styles from './auth.module.css';
import { LinkButton } from './link-button';
import { PasswordFields } from './password-fields';
import { PhoneField } from './phone-field';

const DetailsSchema = z
  .object({
    firstName: nameField('first name'),
    lastName: nameField('last name'),
    phoneCountry: z.enum(['NG', 'SL']),
    phoneNumber: z.string(),
    password: z.string(),
    confirm: z.string(),
  })
  .superRefine((values, ctx) => {
    if (!parsePhone(values.phoneNumber, values.phoneCountry))
      ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: 'Enter a valid phone number' });
    checkPasswordPair(values, ctx);
  });
type DetailsValues = z.infer<typeof DetailsSchema>;

/** The server's per-field complaints, on the fields this form shows. */
const SERVER_FIELDS = {
  firstname: 'firstName',
  lastname: 'lastName',
  phone: 'phoneNumber',
  password: 'password',
} as const;

/** Signup step 2, "Let's get started": names, phone, password twice. */
export function SignupDetailsStep({
  email,
  onEditEmail,
  onSignedUp,
}: {
  email: string;
  onEditEmail: () => void;
  onSignedUp: () => void;
}) {
  const form = useForm<DetailsValues>({
    resolver: zodResolver(DetailsSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      phoneCountry: DEFAULT_PHONE_COUNTRY,
      phoneNumber: '',
      password: '',
      confirm: '',
    },
  });
  const { register, handleSubmit, setFocus, setError, formState } = form;
  const signup = useSignup();
  useEffect(() => setFocus('firstName'), [setFocus]);

  const submit = handleSubmit((values) => {
    const phone = parsePhone(values.phoneNumber, values.phoneCountry);
    if (!phone) return;
    signup.mutate(
      {
        email,
        firstname: values.firstName,
        lastname: values.lastName,
        phone: phone.e164,
        password: values.password,
      },
      {
        onSuccess: () => {
          toast.success(MESSAGES.auth.signupSuccessful);
          onSignedUp();
        },
        onError: (error) => {
          toast.error(errorMessage(error));
          if (!(error instanceof ApiError)) return;
          for (const [field, name] of Object.entries(SERVER_FIELDS)) {
            const message = error.fields[field]?.[0];
            if (message) setError(name, { message }, { shouldFocus: true });
          }
        },
      },
    );
  });

  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.context}>
          <span>
            Signing up as <strong>{email}</strong>
          </span>
          <LinkButton onClick={onEditEmail}>Change</LinkButton>
        </p>
        <div className={styles.row}>
          <Field label="First name" required error={formState.errors.firstName?.message}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                autoComplete="given-name"
                aria-invalid={invalid}
                aria-describedby={describedBy}
                {...register('firstName')}
              />
            )}
          </Field>
          <Field label="Last name" required error={formState.errors.lastName?.message}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                autoComplete="family-name"
                aria-invalid={invalid}
                aria-describedby={describedBy}
                {...register('lastName')}
              />
            )}
          </Field>
        </div>
        <PhoneField />
        <PasswordFields />
        <p className={styles.small}>
          By signing up you agree to our{' '}
          <Link to="/terms-and-conditions" target="_blank" rel="noopener">
            terms and conditions
          </Link>{' '}
          and{' '}
          <Link to="/privacy" target="_blank" rel="noopener">
            privacy policy
          </Link>
          .
        </p>
        <Button type="submit" block loading={signup.isPending}>
          Sign up
        </Button>
      </form>
    </FormProvider>
  );
}
