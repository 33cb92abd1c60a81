import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/feedback';
import { Spinner } from '../../../components/ui/spinner';
import { InfiniteSentinel } from '../../../lib/infinite-sentinel';
import { errorMessage } from '../../../lib/toast';
import styles from './directory.module.css';

/** Skeleton count while a directory list loads (part 2 §9). */
const SKELETONS = 8;

export function CardSkeletons({ count = SKELETONS }: { count?: number }) {
  return (
    <ul className={styles.grid} aria-busy="true" aria-label="Loading">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className={styles.skeleton}>
          <Skeleton width={64} height={64} radius="50%" />
          <span style={{ display: 'grid', gap: 8, flex: 1 }}>
            <Skeleton width="70%" height={18} />
            <Skeleton width="50%" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * An infinite list of cards with its four states: skeletons, error with retry, empty, and the cards with
 * the next page loading when the end scrolls into view.
 */
export function CardList<Page, Item extends { id: string }>({
  query,
  items,
  emptyTitle,
  renderItem,
}: {
  query: UseInfiniteQueryResult<{ pages: Page[] }>;
  items: (page: Page) => Item[];
  emptyTitle: string;
  renderItem: (item: Item) => ReactNode;
}) {
  if (query.isPending) return <CardSkeletons />;
  if (query.isError && !query.data) {
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  const all = query.data?.pages.flatMap(items) ?? [];
  if (all.length === 0) return <EmptyState title={emptyTitle} />;
  return (
    <>
      <ul className={styles.grid}>
        {all.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
      <InfiniteSentinel
        enabled={Boolean(query.hasNextPage) && !query.isFetchingNextPage}
        onVisible={() => void query.fetchNextPage()}
      />
      {query.isFetchingNextPage && (
        <div className={styles.more}>
          <Spinner label="Loading more" />
        </div>
      )}
    </>
  );
}
