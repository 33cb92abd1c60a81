import type { VerificationBadges as VerificationBadgesData } from '@ile/shared/contracts/verification';
import { useEffect, useRef } from 'react';
import { Button, IconButton } from '../../../components/ui/button';
import { ErrorState, PageSpinner } from '../../../components/ui/feedback';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { VerificationBadges } from '../../../components/ui/verification-badges';
import { errorMessage } from '../../../lib/toast';
import { flattenThread, useThread } from '../api/get-messages';
import { Avatar } from './avatar';
import { Composer } from './composer';
import styles from './inbox.module.css';
import { MessageBubble } from './message-bubble';

export interface Person {
  id: string;
  name: string;
  image: string | null;
  /** Their badges, once a conversation with them exists. */
  verification?: VerificationBadgesData;
}

/** One conversation: older pages on demand, newest at the bottom, the composer underneath. */
export function Thread({
  person,
  selfId,
  readUntil,
  onBack,
}: {
  person: Person;
  selfId: string;
  readUntil: string | null;
  onBack?: () => void;
}) {
  const thread = useThread(person.id);
  const messages = flattenThread(thread.data);
  const end = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  const lastOwn = messages.findLast((m) => m.sender_id === selfId);

  // Follow the newest message, not older pages being loaded above.
  useEffect(() => {
    if (lastId) end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);

  return (
    <section className={styles.thread} aria-label={`Conversation with ${person.name}`}>
      <header className={styles.threadHeader}>
        {onBack && (
          <IconButton label="Back to conversations" onClick={onBack}>
            <ArrowLeftIcon />
          </IconButton>
        )}
        <Avatar name={person.name} image={person.image} size={36} />
        <h2 className={styles.threadTitle}>{person.name}</h2>
        <VerificationBadges badges={person.verification} compact />
      </header>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling history must be reachable by keyboard (WCAG 2.1.1) */}
      <div className={styles.messages} role="log" aria-label="Message history" tabIndex={0}>
        {thread.isPending ? (
          <PageSpinner label="Loading messages" />
        ) : thread.isError ? (
          <ErrorState message={errorMessage(thread.error)} onRetry={() => void thread.refetch()} />
        ) : (
          <>
            {thread.hasNextPage && (
              <div className={styles.older}>
                <Button
                  variant="ghost"
                  size="small"
                  loading={thread.isFetchingNextPage}
                  onClick={() => void thread.fetchNextPage()}
                >
                  Load older messages
                </Button>
              </div>
            )}
            {messages.length === 0 && <p className={styles.hello}>Say hello to {person.name}.</p>}
            <ol className={styles.messageList} aria-label="Messages">
              {messages.map((m) => (
                <MessageBubble
                  key={m.id}
                  message={m}
                  own={m.sender_id === selfId}
                  seen={
                    m.id === lastOwn?.id &&
                    (m.read_at !== null || (readUntil !== null && readUntil >= m.createdAt))
                  }
                />
              ))}
            </ol>
            <div ref={end} />
          </>
        )}
      </div>
      <Composer receiverId={person.id} receiverName={person.name} />
    </section>
  );
}
