import { MESSAGES } from '@ile/shared/constants/messages';
import { SKELETON_COUNTS } from '@ile/shared/constants/pagination';
import type { SavedItem } from '@ile/shared/contracts/wishlist';
import { useEffect, useState } from 'react';
import { PropertyCardSkeleton } from '../../../components/property/property-card';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState, ErrorState } from '../../../components/ui/feedback';
import { Pagination } from '../../../components/ui/pagination';
import { useDataSaver } from '../../../lib/data-saver';
import { keepListingsForOffline } from '../../../lib/offline/keep-listings';
import { errorMessage } from '../../../lib/toast';
import { useWishlist, type WishlistFilter } from '../api/list-wishlist';
import { useRemoveSavedProperty } from '../api/remove-saved-property';
import { NoteDialog } from './note-dialog';
import { NotePanel } from './note-panel';
import styles from './saved-properties.module.css';
import { SavedPropertyCard } from './saved-property-card';

/** The saved-properties grid with its note panel and note dialog, for one page and category. */
export function SavedProperties({
  filter,
  onPageChange,
}: {
  filter: WishlistFilter;
  onPageChange: (page: number) => void;
}) {
  const list = useWishlist(filter);
  const remove = useRemoveSavedProperty();
  const [activeId, setActiveId] = useState<string | null>(null);
  const [editing, setEditing] = useState<SavedItem | null>(null);

  // A page emptied by removals falls back to the last page that still has cards.
  const lastPage = list.data?.totalPages ?? 0;
  const pageGone =
    filter.page > 1 && !list.isPlaceholderData && list.data?.wishlist.length === 0 && lastPage < filter.page;
  useEffect(() => {
    if (pageGone) onPageChange(Math.max(1, lastPage));
  }, [pageGone, lastPage, onPageChange]);

  // Each saved listing's page, read now so it opens offline too.
  const savedIds = list.data?.wishlist.map((item) => item.property_id).join(',') ?? '';
  const dataSaver = useDataSaver().on;
  useEffect(() => {
    if (savedIds) keepListingsForOffline(savedIds.split(','), { photos: !dataSaver });
  }, [savedIds, dataSaver]);

  if (list.isPending) {
    return (
      <div className={styles.grid} aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading saved properties
        </p>
        {Array.from({ length: SKELETON_COUNTS.wishlist }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <PropertyCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  }

  const { wishlist: items, totalPages } = list.data;
  if (items.length === 0) {
    return (
      <EmptyState title={MESSAGES.wishlist.empty}>
        <p>{MESSAGES.wishlist.emptyHint}</p>
        <ButtonLink to="/properties">Browse properties</ButtonLink>
      </EmptyState>
    );
  }

  const active = items.find((item) => item.id === activeId);
  return (
    <>
      <div className={styles.layout}>
        <div className={styles.grid}>
          {items.map((item) => (
            <SavedPropertyCard
              key={item.id}
              item={item}
              onActivate={(next) => setActiveId(next.id)}
              onEditNote={setEditing}
              onRemove={(target) => remove.mutate(target)}
              removing={remove.isPending && remove.variables?.id === item.id}
            />
          ))}
        </div>
        <NotePanel item={active} />
      </div>
      <Pagination
        page={filter.page}
        totalPages={totalPages}
        onChange={onPageChange}
        label="Saved properties pages"
      />
      <NoteDialog item={editing} onClose={() => setEditing(null)} />
    </>
  );
}
