import { MAX_SAVED_SEARCHES } from '@ile/shared/constants/discovery';
import type { SavedSearch } from '@ile/shared/contracts/saved-search';
import { useState } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { EmptyState, ErrorState, Skeleton } from '../../../components/ui/feedback';
import { errorMessage, toast } from '../../../lib/toast';
import { useDeleteSavedSearch } from '../api/delete-saved-search';
import { useForgetMatches } from '../api/get-saved-search-matches';
import { useSavedSearches } from '../api/list-saved-searches';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { EditSavedSearchDialog } from './edit-saved-search-dialog';
import { SavedSearchRow } from './saved-search-row';
import styles from './saved-searches.module.css';

/** The caller's saved searches, with edit, pause/resume and delete; at most MAX_SAVED_SEARCHES. */
export function SavedSearchList() {
  const searches = useSavedSearches();
  const update = useUpdateSavedSearch();
  const remove = useDeleteSavedSearch();
  const forgetMatches = useForgetMatches();
  const [editing, setEditing] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);

  if (searches.isPending) {
    return (
      <div aria-busy="true" className={styles.skeletons}>
        <p className="visually-hidden" role="status">
          Loading saved searches
        </p>
        <Skeleton height={132} />
        <Skeleton height={132} />
      </div>
    );
  }
  if (searches.isError) {
    return <ErrorState message={errorMessage(searches.error)} onRetry={() => void searches.refetch()} />;
  }
  if (searches.data.length === 0) {
    return (
      <EmptyState title="No saved searches yet">
        <p>Search for properties, then choose “Save this search” to hear about new listings that match.</p>
        <ButtonLink to="/properties">Find a property</ButtonLink>
      </EmptyState>
    );
  }

  const togglePause = (search: SavedSearch) =>
    update.mutate(
      { id: search.id, changes: { paused: !search.paused } },
      {
        onSuccess: (updated) =>
          toast.success(updated.paused ? `“${updated.name}” paused` : `“${updated.name}” resumed`),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(`“${deleting.name}” deleted`);
        setDeleting(null);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <>
      <p className={styles.count}>
        {searches.data.length} of {MAX_SAVED_SEARCHES} saved searches
      </p>
      <ul className={styles.list} aria-label="Saved searches">
        {searches.data.map((search) => (
          <SavedSearchRow
            key={search.id}
            search={search}
            actions={{
              onEdit: setEditing,
              onPauseToggle: togglePause,
              onDelete: setDeleting,
              onOpenMatches: (opened) => {
                if (opened.newMatches > 0) forgetMatches(opened.id);
              },
              pausing:
                update.isPending &&
                update.variables?.id === search.id &&
                'paused' in update.variables.changes,
            }}
          />
        ))}
      </ul>
      {editing && <EditSavedSearchDialog search={editing} onClose={() => setEditing(null)} />}
      <ConfirmDeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        question={`Delete “${deleting?.name ?? ''}”?`}
        note="Its alerts stop and its list of new matches goes with it. This cannot be undone."
        confirmLabel="Delete saved search"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </>
  );
}
