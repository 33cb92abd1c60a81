import type { AuthSession } from '@ile/shared/contracts/auth';
import { formatDateTime } from '@ile/shared/helpers/locale-format';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorState, Skeleton } from '../../../components/ui/feedback';
import { errorMessage } from '../../../lib/toast';
import { useSessions, useSignOutOtherSessions, useSignOutSession } from '../api/sessions';
import styles from './account.module.css';

type Pending = { kind: 'one'; session: AuthSession } | { kind: 'others' } | null;

function SessionRow({ session, onSignOut }: { session: AuthSession; onSignOut: () => void }) {
  return (
    <li className={styles.transaction}>
      <div className={styles.transactionText}>
        <p className={styles.transactionTitle}>
          {session.device}{' '}
          {session.current && (
            <span className={styles.badge} data-tone="success">
              This device
            </span>
          )}
        </p>
        <p className={styles.meta}>
          {session.current ? 'Active now' : 'Last active '}
          {!session.current && (
            <time dateTime={session.last_used_at}>{formatDateTime(session.last_used_at)}</time>
          )}
          {session.ip ? ` · ${session.ip}` : ''}
        </p>
        <p className={styles.meta}>
          Signed in <time dateTime={session.created_at}>{formatDateTime(session.created_at)}</time>
        </p>
      </div>
      {!session.current && (
        <div className={styles.transactionAmount}>
          <Button
            size="small"
            variant="secondary"
            onClick={onSignOut}
            aria-label={`Sign out ${session.device}`}
          >
            Sign out
          </Button>
        </div>
      )}
    </li>
  );
}

/** "Where you're signed in": one row per sign-in, each other one can be signed out, or all of them at once. */
export function SessionList() {
  const sessions = useSessions();
  const signOutOne = useSignOutSession();
  const signOutOthers = useSignOutOtherSessions();
  const [pending, setPending] = useState<Pending>(null);
  const others = sessions.data?.sessions.filter((s) => !s.current) ?? [];

  const confirm = () => {
    if (!pending) return;
    const done = { onSettled: () => setPending(null) };
    if (pending.kind === 'one') signOutOne.mutate(pending.session.id, done);
    else signOutOthers.mutate(undefined, done);
  };

  return (
    <div className={styles.card}>
      <h2>Where you’re signed in</h2>
      <p className="muted">
        Each sign-in on a browser or phone. If you don’t recognise one, sign it out and change your password.
      </p>
      {sessions.isPending ? (
        <Skeleton height={56} />
      ) : sessions.isError ? (
        <ErrorState message={errorMessage(sessions.error)} onRetry={() => void sessions.refetch()} />
      ) : (
        <>
          <ul className={styles.list} aria-label="Signed-in sessions">
            {sessions.data.sessions.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                onSignOut={() => setPending({ kind: 'one', session })}
              />
            ))}
          </ul>
          {others.length > 0 && (
            <div className={styles.actions}>
              <Button
                variant="secondary"
                className={styles.wrappingButton}
                onClick={() => setPending({ kind: 'others' })}
              >
                Sign out of all other sessions
              </Button>
            </div>
          )}
        </>
      )}
      <Dialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={
          pending?.kind === 'one' ? `Sign out ${pending.session.device}?` : 'Sign out of all other sessions?'
        }
        description={
          pending?.kind === 'one'
            ? 'That device will need your password to sign in again.'
            : `${others.length === 1 ? 'The other device' : `All ${others.length} other devices`} will need your password to sign in again. You stay signed in here.`
        }
        footer={
          <>
            <Button variant="secondary" onClick={() => setPending(null)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              onClick={confirm}
              loading={signOutOne.isPending || signOutOthers.isPending}
            >
              Sign out
            </Button>
          </>
        }
      >
        {null}
      </Dialog>
    </div>
  );
}
