import { useEffect, useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/form';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/toast';
import { useUserSearch } from '../api/search-users';
import { Avatar } from './avatar';
import styles from './inbox.module.css';
import type { Person } from './thread';

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Find someone by name as you type and open a conversation with them. */
export function NewConversationDialog({
  open,
  onOpenChange,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (person: Person) => void;
}) {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 250);
  const results = useUserSearch(search);
  const users = search ? (results.data?.users ?? []) : [];

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="New conversation"
      description="Search people by name."
    >
      <Input
        type="search"
        aria-label="Search people"
        placeholder="Type a name"
        value={text}
        autoFocus
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.results} aria-live="polite">
        {results.isFetching && <Spinner size={20} label="Searching" />}
        {results.isError && <p className={styles.searchNote}>{errorMessage(results.error)}</p>}
        {search && !results.isFetching && results.isSuccess && users.length === 0 && (
          <p className={styles.searchNote}>No one found by that name.</p>
        )}
        <ul aria-label="People">
          {users.map((user) => {
            const name = `${user.first_name} ${user.last_name}`.trim();
            return (
              <li key={user.id}>
                <button
                  type="button"
                  className={styles.result}
                  onClick={() => onPick({ id: user.id, name, image: user.profile_image ?? null })}
                >
                  <Avatar name={name} image={user.profile_image} size={32} />
                  <span>{name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </Dialog>
  );
}
