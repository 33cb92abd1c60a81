import type { AgencyCard } from '@ile/shared/contracts/agency';
import { useCombobox } from 'downshift';
import { useState } from 'react';
import { type FieldValues, type Path, type PathValue, useController, useFormContext } from 'react-hook-form';
import { Field, Input } from '../../../components/ui/form';
import { useSearchAgencies } from '../api/search-agencies';
import styles from './agency-picker.module.css';

/**
 * The agency an agent works for, chosen by typing part of its name: an ARIA combobox (downshift) over the
 * approved agencies. The form holds the agency's id; clearing the text clears the choice.
 */
export function AgencyPicker<T extends FieldValues>({
  name,
  label,
  hint,
}: {
  name: Path<T>;
  label: string;
  hint?: string;
}) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ name, control });
  const error = typeof fieldState.error?.message === 'string' ? fieldState.error.message : undefined;
  return (
    <Field label={label} hint={hint} error={error}>
      {({ id, describedBy, invalid }) => (
        <AgencyCombobox
          id={id}
          describedBy={describedBy}
          invalid={invalid}
          onBlur={field.onBlur}
          onChange={(agencyId) => field.onChange(agencyId as PathValue<T, Path<T>>)}
        />
      )}
    </Field>
  );
}

function AgencyCombobox({
  id,
  describedBy,
  invalid,
  onChange,
  onBlur,
}: {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  onChange: (agencyId: string) => void;
  onBlur: () => void;
}) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const search = text.trim();
  const found = useSearchAgencies(search, open);
  // The previous search's agencies are not offered while the new ones load: Enter would pick a stale one.
  const items: AgencyCard[] = found.isPlaceholderData ? [] : (found.data?.agency ?? []);

  const combobox = useCombobox<AgencyCard>({
    items,
    inputId: id,
    inputValue: text,
    itemToString: (agency) => agency?.agency_name ?? '',
    itemToKey: (agency) => agency?.id,
    onIsOpenChange: ({ isOpen }) => setOpen(Boolean(isOpen)),
    onInputValueChange: ({ inputValue, selectedItem }) => {
      setText(inputValue);
      // Typing over a chosen agency un-chooses it until another is picked.
      if (selectedItem && inputValue !== selectedItem.agency_name) combobox.selectItem(null);
    },
    onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem?.id ?? ''),
  });
  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps } = combobox;

  const searching = isOpen && found.isFetching && items.length === 0;
  const empty = isOpen && !found.isFetching && found.isSuccess && items.length === 0;
  return (
    <div className={styles.picker}>
      <Input
        {...getInputProps({
          'aria-labelledby': undefined,
          'aria-describedby': describedBy,
          'aria-invalid': invalid || undefined,
          placeholder: 'Type the agency’s name',
          autoComplete: 'off',
          onBlur,
          onFocus: () => {
            if (!isOpen) combobox.openMenu();
          },
        })}
      />
      <ul
        {...getMenuProps({ 'aria-labelledby': undefined, 'aria-label': 'Approved agencies' })}
        className={styles.menu}
        hidden={!isOpen || items.length === 0}
      >
        {isOpen &&
          items.map((agency, index) => (
            <li
              key={agency.id}
              className={[styles.option, highlightedIndex === index && styles.highlighted]
                .filter(Boolean)
                .join(' ')}
              {...getItemProps({ item: agency, index })}
            >
              <span className={styles.name}>{agency.agency_name}</span>
              <span className={styles.address}>{agency.office_address}</span>
            </li>
          ))}
      </ul>
      <p className={styles.status} role="status" hidden={!searching && !empty}>
        {searching ? 'Searching…' : empty ? `No approved agency matches “${search}”` : ''}
      </p>
    </div>
  );
}
