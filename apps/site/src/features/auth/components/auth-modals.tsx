import type { ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { type AuthModalEntry, useAuthModal } from '../../../lib/auth-modal';
import { type AuthFlowState, useAuthFlow } from '../hooks/use-auth-flow';
import { LoginForm } from './login-form';
import { ResetDoneStep } from './reset-done-step';
import { ResetEmailStep } from './reset-email-step';
import { ResetOtpStep } from './reset-otp-step';
import { ResetPasswordStep } from './reset-password-step';
import { SignupDetailsStep } from './signup-details-step';
import { SignupDoneStep } from './signup-done-step';
import { SignupEmailStep } from './signup-email-step';

function heading(state: AuthFlowState): { title: string; description?: ReactNode } {
  switch (state.step) {
    case 'login':
      return {
        title: 'Welcome back',
        description: 'Log in to save properties, see owners’ contacts and list your own.',
      };
    case 'signup-email':
      return { title: 'Create your account', description: 'Start with your email address.' };
    case 'signup-details':
      return { title: 'Let’s get started', description: 'Tell us who you are. Every field is required.' };
    case 'signup-done':
      return { title: 'Check your email' };
    case 'reset-email':
      return {
        title: 'Reset your password',
        description: 'Enter the email you signed up with and we will send you a 6-digit code.',
      };
    case 'reset-otp':
      return {
        title: 'Enter your reset code',
        description: `If ${state.email} has an account, a code is on its way. It expires in 10 minutes.`,
      };
    case 'reset-password':
      return { title: 'Choose a new password' };
    case 'reset-done':
      return { title: 'Password reset successful' };
  }
}

/** One dialog whose content follows the flow, so only one auth modal is ever open (spec §2). */
function AuthFlow({ entry, onClose }: { entry: AuthModalEntry; onClose: () => void }) {
  const [state, send] = useAuthFlow(entry);
  const { title, description } = heading(state);
  const showLogin = () => send({ type: 'show-login' });

  let body: ReactNode;
  switch (state.step) {
    case 'login':
      body = (
        <LoginForm
          defaultEmail={state.email}
          onSuccess={onClose}
          onForgotPassword={(email) => send({ type: 'show-reset', email })}
          onSignup={() => send({ type: 'show-signup' })}
        />
      );
      break;
    case 'signup-email':
      body = (
        <SignupEmailStep
          defaultEmail={state.email}
          onContinue={(email) => send({ type: 'signup-email-entered', email })}
          onLogin={showLogin}
        />
      );
      break;
    case 'signup-details':
      body = (
        <SignupDetailsStep
          email={state.email}
          onEditEmail={() => send({ type: 'edit-signup-email' })}
          onSignedUp={() => send({ type: 'signed-up' })}
        />
      );
      break;
    case 'signup-done':
      body = <SignupDoneStep email={state.email} onLogin={showLogin} />;
      break;
    case 'reset-email':
      body = (
        <ResetEmailStep
          defaultEmail={state.email}
          onSent={(email) => send({ type: 'reset-code-sent', email })}
          onLogin={showLogin}
        />
      );
      break;
    case 'reset-otp':
      body = <ResetOtpStep email={state.email} onVerified={(otp) => send({ type: 'otp-verified', otp })} />;
      break;
    case 'reset-password':
      body = (
        <ResetPasswordStep
          email={state.email}
          otp={state.otp}
          onReset={() => send({ type: 'password-reset' })}
        />
      );
      break;
    case 'reset-done':
      body = <ResetDoneStep onLogin={showLogin} />;
      break;
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      description={description}
      width={460}
    >
      {/* Keyed by step: a screen's form state never leaks into the next. */}
      <div key={state.step}>{body}</div>
    </Dialog>
  );
}

/**
 * The login, signup and password-reset modals, loaded on demand by the layout when `useAuthModal().entry`
 * is set. Closing unmounts the flow, which resets every screen (spec: closing resets all).
 */
export default function AuthModals() {
  const { entry, close } = useAuthModal();
  if (!entry) return null;
  return <AuthFlow key={entry} entry={entry} onClose={close} />;
}
