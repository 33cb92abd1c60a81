import { zodResolver } from '@hookform/resolvers/zod';
import {
  ALERT_FREQUENCY_OPTIONS,
  MAX_SAVED_SEARCHES,
  SAVED_SEARCHES_PAGE_PATH,
} from '@ile/shared/constants/discovery';
import { labelOf } from '@ile/shared/constants/option';
import type { SavedSearch } from '@ile/shared/contracts/saved-search';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, toast } from '../../../lib/toast';
import { useCreateSavedSearch } from '../api/create-saved-search';
import { filtersInWords } from '../utils/filters-in-words';
import {
  defaultSearchName,
  SavedSearchFields,
  type SavedSearchFormInput,
  SavedSearchFormSchema,
  type SavedSearchFormValues,
} from './saved-search-fields';
import styles from './saved-searches.module.css';

const FORM_ID = 'save-search-form';

/** Why a save was refused, in words fit for the dialog (a 409 is the cap). */
function refusal(error: unknown): { text: string; full: boolean } {
  if (error instanceof ApiError && error.status === 409)
    return {
      text: `You already keep ${MAX_SAVED_SEARCHES} saved searches, the most you can. Delete one you no longer need, then save this one.`,
      full: true,
    };
  const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
  const filter = fields.find(([name]) => name.startsWith('filters'));
  return { text: filter?.[1][0] ?? errorMessage(error), full: false };
}

/**
 * "Save this search": a name (the filters in words to start with) and how often to be told; then where the
 * saved searches are kept. The filters are the search page's, as they stand.
 */
export function SaveSearchDialog({
  open,
  onOpenChange,
  filters,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: Record<string, string>;
}) {
  const words = filtersInWords(filters);
  const create = useCreateSavedSearch();
  const [saved, setSaved] = useState<SavedSearch | null>(null);
  const form = useForm<SavedSearchFormInput, unknown, SavedSearchFormValues>({
    resolver: zodResolver(SavedSearchFormSchema),
    defaultValues: { name: defaultSearchName(words), frequency: 'instant' },
  });
  const failure = create.isError ? refusal(create.error) : null;

  const submit = form.handleSubmit((values) =>
    create.mutate(
      { ...values, filters },
      {
        onSuccess: (search) => {
          setSaved(search);
          toast.success('Search saved');
        },
        onError: (error) => {
          const name = error instanceof ApiError ? error.fields.name?.[0] : undefined;
          if (name) form.setError('name', { message: name });
        },
      },
    ),
  );

  const manage = (
    <ButtonLink to={SAVED_SEARCHES_PAGE_PATH} variant={saved ? 'primary' : 'secondary'}>
      Manage saved searches
    </ButtonLink>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={saved ? 'Search saved' : 'Save this search'}
      description={saved ? undefined : `What it finds: ${words}`}
      footer={
        saved ? (
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Done
            </Button>
            {manage}
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" form={FORM_ID} loading={create.isPending} disabled={failure?.full}>
              Save search
            </Button>
          </>
        )
      }
    >
      {saved ? (
        <p className={styles.done} role="status">
          {saved.frequency === 'off'
            ? `“${saved.name}” is in your saved searches, with no alerts: open it there to see what is new.`
            : `“${saved.name}” is in your saved searches. Alerts: ${labelOf(ALERT_FREQUENCY_OPTIONS, saved.frequency).toLowerCase()}.`}
        </p>
      ) : (
        <form id={FORM_ID} className={styles.form} onSubmit={submit} noValidate>
          <SavedSearchFields form={form} />
          {failure && (
            <div className={styles.refusal} role="alert">
              <p>{failure.text}</p>
              {failure.full && manage}
            </div>
          )}
        </form>
      )}
    </Dialog>
  );
}
