import type { Conversation } from '@ile/shared/contracts/messaging';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ClampedText } from '../../../components/ui/clamped-text';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/feedback';
import { Input, Select } from '../../../components/ui/form';
import { VerificationBadges } from '../../../components/ui/verification-badges';
import { errorMessage } from '../../../lib/toast';
import { useConversationListings, useConversations } from '../api/get-conversations';
import { Avatar } from './avatar';
import styles from './inbox.module.css';
import { shortTime } from './time';

/**
 * Conversations, newest activity first, filtered by the search box and (when any conversation was about a
 * listing) by listing; unread counts as badges, and the listing each is about now.
 */
export function ConversationList({
  selectedId,
  onSelect,
  onNew,
}: {
  selectedId: string | null;
  onSelect: (conversation: Conversation) => void;
  onNew: () => void;
}) {
  const [listingId, setListingId] = useState('');
  const conversations = useConversations(listingId || undefined);
  const listings = useConversationListings();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = (conversations.data ?? []).filter(
    (c) =>
      !needle ||
      c.receiver_name.toLowerCase().includes(needle) ||
      c.last_message?.toLowerCase().includes(needle),
  );

  return (
    <div className={styles.list}>
      <div className={styles.listHeader}>
        <h2 className={styles.listTitle}>Messages</h2>
        <Button size="small" onClick={onNew}>
          New conversation
        </Button>
      </div>
      <Input
        type="search"
        placeholder="Search conversations"
        aria-label="Search conversations"
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
      />
      {(listings.data?.length ?? 0) > 0 && (
        <Select
          aria-label="Filter by listing"
          value={listingId}
          onChange={(event) => setListingId(event.target.value)}
        >
          <option value="">All listings</option>
          {listings.data?.map((listing) => (
            <option key={listing.id} value={listing.id}>
              {listing.title}
            </option>
          ))}
        </Select>
      )}
      {conversations.isPending ? (
        <div className={styles.skeletons}>
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} height={56} />
          ))}
        </div>
      ) : conversations.isError ? (
        <ErrorState
          message={errorMessage(conversations.error)}
          onRetry={() => void conversations.refetch()}
        />
      ) : shown.length === 0 ? (
        <EmptyState title={needle || listingId ? 'No conversation matches' : 'No conversations yet'}>
          {!needle && !listingId && 'Start one with New conversation.'}
        </EmptyState>
      ) : (
        <ul className={styles.conversations} aria-label="Conversations">
          {shown.map((c) => {
            const unread = c.receiver_id === selectedId ? 0 : c.unread_count;
            return (
              <li key={c.id}>
                <button
                  type="button"
                  className={styles.conversation}
                  aria-current={c.receiver_id === selectedId ? 'true' : undefined}
                  onClick={() => onSelect(c)}
                >
                  <Avatar name={c.receiver_name} image={c.receiver_image} />
                  <span className={styles.conversationText}>
                    <span className={styles.conversationName}>{c.receiver_name}</span>
                    <VerificationBadges badges={c.receiver_verification} compact interactive={false} />
                    {c.property && (
                      <ClampedText className={styles.previewListing} text={`About: ${c.property.title}`} />
                    )}
                    <ClampedText
                      className={unread ? styles.previewUnread : styles.preview}
                      text={c.last_message ?? ''}
                    />
                  </span>
                  <span className={styles.conversationMeta}>
                    <time dateTime={c.updatedAt}>{shortTime(c.updatedAt)}</time>
                    {unread > 0 && (
                      <span className={styles.badge}>
                        {unread}
                        <span className="visually-hidden"> unread</span>
                      </span>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
