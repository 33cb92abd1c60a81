import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/form';
import { useDeleteAccount } from '../api/delete-account';
import styles from './account.module.css';

/** Deleting the account: what happens, then a dialog asking for the password. */
export function DeleteAccount({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const remove = useDeleteAccount();

  const close = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPassword('');
      setError(undefined);
    }
  };
  const confirm = () => {
    if (!password) {
      setError('Enter your password');
      return;
    }
    remove.mutate(password);
  };

  return (
    <div className={`${styles.card} ${styles.dangerCard}`} id="delete-account">
      <h2>Delete account</h2>
      <p className="muted">
        Your personal data is erased, your listings are unpublished and you are signed out everywhere. Records
        of payments are kept, without your name, as the law requires. This cannot be undone.
      </p>
      <Button variant="danger" onClick={() => close(true)}>
        Delete my account
      </Button>
      <Dialog
        open={open}
        onOpenChange={close}
        title="Delete your account?"
        description="Enter your password to confirm. This cannot be undone."
        footer={
          <>
            <Button variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={confirm} loading={remove.isPending}>
              Delete account
            </Button>
          </>
        }
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <Field label="Password" required error={error}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                type="password"
                autoComplete="current-password"
                aria-describedby={describedBy}
                aria-invalid={invalid}
                value={password}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setError(undefined);
                }}
              />
            )}
          </Field>
        </form>
      </Dialog>
    </div>
  );
}
