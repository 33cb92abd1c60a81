import { errorMessage, toast } from '../../../lib/toast';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { EmailStep } from './email-step';
import { LinkButton } from './link-button';

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
  const request = useRequestPasswordReset();
  return (
    <EmailStep
      defaultEmail={defaultEmail}
      onEmail={(email) =>
        request.mutate(email, {
          onSuccess: () => onSent(email),
          onError: (error) => toast.error(errorMessage(error)),
        })
      }
      submitLabel="Send reset message"
      pending={request.isPending}
      footer={
        <>
          Remembered it? <LinkButton onClick={onLogin}>Back to login</LinkButton>
        </>
      }
    />
  );
}
