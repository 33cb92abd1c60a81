import type { MessageListing } from '@ile/shared/contracts/messaging';
import type { VerificationBadges as VerificationBadgesData } from '@ile/shared/contracts/verification';
import { Fragment, useEffect, useRef } from 'react';
import { Button, IconButton } from '../../../components/ui/button';
import { ErrorState, PageSpinner } from '../../../components/ui/feedback';
import { ArrowLeftIcon } from '../../../components/ui/icons';
import { VerificationBadges } from '../../../components/ui/verification-badges';
import { errorMessage } from '../../../lib/toast';
import { flattenThread, useThread } from '../api/get-messages';
import { Avatar } from './avatar';
import { Composer } from './composer';
import styles from './inbox.module.css';
import { ListingCard } from './listing-card';
import { MessageBubble } from './message-bubble';

export interface Person {
  id: string;
  name: string;
  image: string | null;
  /** Their badges, once a conversation with them exists. */
  verification?: VerificationBadgesData;
}

/**
 * One conversation: the listing it is about now heading it, older pages on demand, newest at the bottom, an
 * "About: <title>" divider wherever a message is about another listing than the one before, the composer
 * underneath (a message sent there is about the conversation's listing).
 */
export function Thread({
  person,
  selfId,
  readUntil,
  listing,
  onBack,
}: {
  person: Person;
  selfId: string;
  readUntil: string | null;
  /** The listing the conversation is about now, if any. */
  listing?: MessageListing | null;
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
      {listing && <ListingCard listing={listing} />}
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
              {messages.map((m, index) => {
                const subject = m.property;
                const changed = subject !== null && subject.id !== messages[index - 1]?.property?.id;
                return (
                  <Fragment key={m.id}>
                    {changed && (
                      <li className={styles.subject}>
                        <span>About: {subject.title}</span>
                      </li>
                    )}
                    <MessageBubble
                      message={m}
                      own={m.sender_id === selfId}
                      seen={
                        m.id === lastOwn?.id &&
                        (m.read_at !== null || (readUntil !== null && readUntil >= m.createdAt))
                      }
                    />
                  </Fragment>
                );
              })}
            </ol>
            <div ref={end} />
          </>
        )}
      </div>
      <Composer receiverId={person.id} receiverName={person.name} />
    </section>
  );
}
