import { Inbox } from '../../../features/inbox/components/inbox';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { RequireAuth } from '../../require-auth';

function SignedInInbox() {
  const { user } = useSession();
  return user ? <Inbox self={user} /> : null;
}

/** /inbox: signed-in only; a visitor signs in and comes back here. */
export function Component() {
  usePageTitle('Messages');
  return (
    <RequireAuth>
      <div className="container page">
        <h1 className="visually-hidden">Messages</h1>
        <SignedInInbox />
      </div>
    </RequireAuth>
  );
}
