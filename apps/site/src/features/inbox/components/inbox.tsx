import type { User } from '@ile/shared/contracts/user';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useIsWide } from '../../../lib/use-media-query';
import { useConversations } from '../api/get-conversations';
import { useInboxSocket } from '../hooks/use-inbox-socket';
import { ConversationList } from './conversation-list';
import styles from './inbox.module.css';
import { NewConversationDialog } from './new-conversation-dialog';
import { type Person, Thread } from './thread';

/**
 * The inbox: conversations beside the open thread on wide screens; on phones one or the other, with a
 * way back. The open conversation is in the URL (?with=<userId>, optionally &name= for a first message).
 */
export function Inbox({ self }: { self: User }) {
  const [params, setParams] = useSearchParams();
  const receiverId = params.get('with');
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<Person | null>(null);
  const conversations = useConversations();
  const { connected } = useInboxSocket(receiverId, self.id);
  const wide = useIsWide();

  const active = conversations.data?.find((c) => c.receiver_id === receiverId);
  const person: Person | null = active
    ? {
        id: active.receiver_id,
        name: active.receiver_name,
        image: active.receiver_image,
        verification: active.receiver_verification,
      }
    : receiverId && picked?.id === receiverId
      ? picked
      : receiverId && params.get('name')
        ? { id: receiverId, name: params.get('name') ?? '', image: null }
        : null;

  const open = (id: string) => setParams({ with: id });
  const showList = wide || !receiverId;
  const showThread = wide || Boolean(receiverId);

  return (
    <div className={styles.inbox}>
      {showList && (
        <ConversationList
          selectedId={receiverId}
          onSelect={(c) => open(c.receiver_id)}
          onNew={() => setPicking(true)}
        />
      )}
      {showThread && (
        <div className={styles.pane}>
          {person ? (
            <Thread
              key={person.id}
              person={person}
              selfId={self.id}
              readUntil={active?.receiver_read_at ?? null}
              listing={active?.property ?? null}
              onBack={wide ? undefined : () => setParams({})}
            />
          ) : (
            <div className={styles.placeholder}>
              <p>
                {receiverId && conversations.isPending
                  ? 'Loading…'
                  : 'Choose a conversation or start a new one.'}
              </p>
            </div>
          )}
        </div>
      )}
      <p className={styles.connection} role="status">
        {connected ? '' : 'Connecting for live messages…'}
      </p>
      <NewConversationDialog
        open={picking}
        onOpenChange={setPicking}
        onPick={(chosen) => {
          setPicked(chosen);
          setPicking(false);
          open(chosen.id);
        }}
      />
    </div>
  );
}
