import type { Lister, Property } from '@ile/shared/contracts/property';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Textarea } from '../../../components/ui/form';
import { useSession } from '../../../lib/session';
import { errorMessage } from '../../../lib/toast';
import { useSendEnquiry } from '../api/send-enquiry';

/** The anchor a visitor is sent back to after signing in to message the lister. */
export const MESSAGE_ANCHOR = 'message-lister';

const buttonLabel = (lister: Lister) =>
  lister.role === 'owner'
    ? 'Message the owner'
    : lister.role === 'agency'
      ? 'Message the agency'
      : 'Message the agent';

/**
 * "Message the owner": a first message about this listing, sent as an enquiry (the conversation carries the
 * listing), then the inbox opens on it. Visitors sign in first and come back; the lister sees no button.
 */
export function MessageLister({ property, lister }: { property: Property; lister: Lister }) {
  const { status, user } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const send = useSendEnquiry();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(`Hello, is “${property.title}” still available?`);
  const reopened = useRef(false);

  // Back from signing in: the dialog opens again.
  useEffect(() => {
    if (reopened.current || status !== 'signed-in' || location.hash !== `#${MESSAGE_ANCHOR}`) return;
    reopened.current = true;
    setOpen(true);
  }, [status, location.hash]);

  if (user?.id === lister.id) return null;

  const start = () => {
    if (status === 'signed-out') {
      navigate('/login', { state: { from: `${location.pathname}${location.search}#${MESSAGE_ANCHOR}` } });
      return;
    }
    if (status === 'signed-in') setOpen(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '' || send.isPending) return;
    await send.mutateAsync({ receiverId: lister.id, propertyId: property.id, message: text.trim() });
    navigate(`/inbox?with=${lister.id}`);
  };

  return (
    <>
      <Button id={MESSAGE_ANCHOR} block onClick={start}>
        {buttonLabel(lister)}
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={`Message ${lister.name}`}>
        <form onSubmit={(event) => void submit(event).catch(() => undefined)}>
          <Field
            label={`About “${property.title}”`}
            error={send.isError ? errorMessage(send.error) : undefined}
          >
            {({ id, describedBy, invalid }) => (
              <Textarea
                id={id}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                rows={4}
                maxLength={5000}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </Field>
          <Button type="submit" block loading={send.isPending} disabled={text.trim() === ''}>
            Send message
          </Button>
        </form>
      </Dialog>
    </>
  );
}
