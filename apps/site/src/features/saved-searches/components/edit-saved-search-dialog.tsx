import { zodResolver } from '@hookform/resolvers/zod';
import type { SavedSearch } from '@ile/shared/contracts/saved-search';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, toast } from '../../../lib/toast';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import {
  SavedSearchFields,
  type SavedSearchFormInput,
  SavedSearchFormSchema,
  type SavedSearchFormValues,
} from './saved-search-fields';
import styles from './saved-searches.module.css';

/** Rename a saved search or change how often it alerts; its filters stay (save a new search for others). */
export function EditSavedSearchDialog({ search, onClose }: { search: SavedSearch; onClose: () => void }) {
  const update = useUpdateSavedSearch();
  const form = useForm<SavedSearchFormInput, unknown, SavedSearchFormValues>({
    resolver: zodResolver(SavedSearchFormSchema),
    defaultValues: { name: search.name, frequency: search.frequency },
  });
  const formId = `edit-saved-search-${search.id}`;

  const submit = form.handleSubmit((changes) =>
    update.mutate(
      { id: search.id, changes },
      {
        onSuccess: () => {
          toast.success('Saved search updated');
          onClose();
        },
        onError: (error) => {
          const name = error instanceof ApiError ? error.fields.name?.[0] : undefined;
          if (name) form.setError('name', { message: name });
        },
      },
    ),
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !update.isPending) onClose();
      }}
      title="Edit saved search"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={update.isPending}>
            Save changes
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <SavedSearchFields form={form} />
        {update.isError && !(update.error instanceof ApiError && update.error.fields.name) && (
          <p className={styles.refusal} role="alert">
            {errorMessage(update.error)}
          </p>
        )}
      </form>
    </Dialog>
  );
}
