import { Typography } from '@mui/material';
import { Login, LoginForm, PasswordInput, TextInput } from 'react-admin';

// Plain validators rather than required(): the labels stay exactly "Email" and "Password" (no asterisk), which
// is what assistive technology reads and what the end-to-end suite looks inputs up by.
const filled = (message: string) => (value: unknown) =>
  typeof value === 'string' && value.trim() ? undefined : message;

/**
 * Staff sign in with the same email and password as on the site. A refused account (not staff, suspended,
 * wrong password) gets the server's or the auth provider's message as a notification.
 */
export function LoginPage() {
  return (
    <Login>
      <Typography component="h1" variant="h6" align="center" sx={{ mt: 1 }}>
        Ile staff console
      </Typography>
      <Typography variant="body2" align="center" color="text.secondary" sx={{ px: 2 }}>
        Staff accounts only
      </Typography>
      <LoginForm>
        <TextInput
          autoFocus
          source="email"
          label="Email"
          type="email"
          autoComplete="username"
          validate={filled('Enter your email')}
        />
        <PasswordInput
          source="password"
          label="Password"
          autoComplete="current-password"
          validate={filled('Enter your password')}
        />
      </LoginForm>
    </Login>
  );
}
