import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES } from '@ile/shared/constants/messages';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '../../../components/form/form-fields';
import { Button } from '../../../components/ui/button';
import { Checkbox, Field } from '../../../components/ui/form';
import { errorMessage, toast } from '../../../lib/toast';
import { useLogin } from '../api/login';
import { emailField } from '../utils/schemas';
import styles from './auth.module.css';
import { LinkButton } from './link-button';
import { PasswordInput } from './password-input';

const LoginSchema = z.object({
  email: emailField,
  password: z.string().min(1, { error: 'Enter your password' }),
  persist: z.boolean(),
});
type LoginValues = z.infer<typeof LoginSchema>;

export interface LoginFormProps {
  defaultEmail?: string;
  /** 'Remember my login' in the modal, 'Remember me' on the page. */
  rememberLabel?: string;
  onSuccess?: () => void;
  onForgotPassword: (email: string) => void;
  onSignup: () => void;
}

/** Email, password, remember-me; used by the login modal and the /login page. */
export function LoginForm({
  defaultEmail = '',
  rememberLabel = 'Remember my login',
  onSuccess,
  onForgotPassword,
  onSignup,
}: LoginFormProps) {
  const {
    register,
    handleSubmit,
    setFocus,
    getValues,
    formState: { errors },
  } = useForm<LoginValues>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: defaultEmail, password: '', persist: false },
  });
  const loginMutation = useLogin();
  useEffect(() => setFocus(defaultEmail ? 'password' : 'email'), [setFocus, defaultEmail]);

  const submit = handleSubmit(
    (values) =>
      loginMutation.mutate(values, {
        onSuccess: () => {
          toast.success(MESSAGES.auth.loginSuccessful);
          onSuccess?.();
        },
        onError: (error) => toast.error(errorMessage(error)),
      }),
    () => {
      const { email, password } = getValues();
      if (!email.trim() || !password) toast.warning(MESSAGES.auth.fillAllFields);
    },
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      <Field label="Password" error={errors.password?.message}>
        {({ id, describedBy, invalid }) => (
          <PasswordInput
            id={id}
            autoComplete="current-password"
            aria-invalid={invalid}
            aria-describedby={describedBy}
            {...register('password')}
          />
        )}
      </Field>
      <div className={styles.inline}>
        <Checkbox label={rememberLabel} {...register('persist')} />
        <LinkButton onClick={() => onForgotPassword(getValues('email').trim())}>Forgot password?</LinkButton>
      </div>
      <Button type="submit" block loading={loginMutation.isPending}>
        Login
      </Button>
      <p className={styles.switch}>
        New to Ile? <LinkButton onClick={onSignup}>Create an account</LinkButton>
      </p>
    </form>
  );
}
