import { EmailStep } from './email-step';
import { LinkButton } from './link-button';

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
  return (
    <EmailStep
      defaultEmail={defaultEmail}
      onEmail={onContinue}
      submitLabel="Continue"
      footer={
        <>
          Already have an account? <LinkButton onClick={onLogin}>Log in</LinkButton>
        </>
      }
    />
  );
}
