import { ALERT_FREQUENCY_OPTIONS, SAVED_SEARCH_NAME_MAX } from '@ile/shared/constants/discovery';
import { CreateSavedSearchBody } from '@ile/shared/contracts/saved-search';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { bindField, TextField } from '../../../components/form/form-fields';
import { Field, Select } from '../../../components/ui/form';

/** What the save and edit dialogs ask: the name and how often to be told, checked by the api's own rules. */
export const SavedSearchFormSchema = CreateSavedSearchBody.pick({ name: true, frequency: true });
export type SavedSearchFormInput = z.input<typeof SavedSearchFormSchema>;
export type SavedSearchFormValues = z.output<typeof SavedSearchFormSchema>;
export type SavedSearchForm = UseFormReturn<SavedSearchFormInput, unknown, SavedSearchFormValues>;

/** A default name: the filters in words, cut at a word to fit. */
export function defaultSearchName(words: string): string {
  if (words.length <= SAVED_SEARCH_NAME_MAX) return words;
  const cut = words.slice(0, SAVED_SEARCH_NAME_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > 20 ? cut.slice(0, space) : cut).replace(/[\s·]+$/, '')}…`;
}

export function SavedSearchFields({ form }: { form: SavedSearchForm }) {
  const frequency = bindField(form, 'frequency');
  return (
    <>
      <TextField
        label="Name"
        required
        maxLength={SAVED_SEARCH_NAME_MAX}
        autoComplete="off"
        {...bindField(form, 'name')}
      />
      <Field
        label="Alerts"
        error={frequency.error}
        hint="Instantly: an email and a notification as each new listing matches. A digest: one email a day or a week."
      >
        {({ id, describedBy, invalid }) => (
          <Select id={id} aria-describedby={describedBy} aria-invalid={invalid} {...frequency.registration}>
            {ALERT_FREQUENCY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </>
  );
}
