import { CURRENCY_SYMBOLS } from '@ile/shared/constants/currencies';
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  CATEGORY_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
} from '@ile/shared/constants/listing-options';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input, Select } from '../../../components/ui/form';
import { FilterIcon } from '../../../components/ui/icons';
import { moreFiltersCount, priceCurrencyOf, type SearchFilters } from '../utils/search-filters';
import styles from './search.module.css';

type MoreFilters = Pick<
  SearchFilters,
  | 'bedrooms'
  | 'bathrooms'
  | 'category'
  | 'propertyType'
  | 'verifiedOwner'
  | 'inspected'
  | 'moveInMin'
  | 'moveInMax'
>;

const NONE: MoreFilters = {
  bedrooms: '',
  bathrooms: '',
  category: '',
  propertyType: '',
  verifiedOwner: '',
  inspected: '',
  moveInMin: '',
  moveInMax: '',
};

const pick = (filters: SearchFilters): MoreFilters => ({
  bedrooms: filters.bedrooms,
  bathrooms: filters.bathrooms,
  category: filters.category,
  propertyType: filters.propertyType,
  verifiedOwner: filters.verifiedOwner,
  inspected: filters.inspected,
  moveInMin: filters.moveInMin,
  moveInMax: filters.moveInMax,
});

const roomLabel = (option: string, noun: string) =>
  option.endsWith('+')
    ? `${option.slice(0, -1)} or more ${noun}s`
    : `${option} ${noun}${option === '1' ? '' : 's'}`;

/** Bedrooms, bathrooms, category and type: chosen in a dialog and applied together with Search. */
export function MoreFiltersDialog({
  filters,
  onApply,
}: {
  filters: SearchFilters;
  onApply: (patch: MoreFilters) => void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<MoreFilters>(() => pick(filters));
  const count = moreFiltersCount(filters);

  const openDialog = (next: boolean) => {
    if (next) setDraft(pick(filters));
    setOpen(next);
  };
  const set = (patch: Partial<MoreFilters>) => setDraft((current) => ({ ...current, ...patch }));
  const toggle = (label: string, key: 'verifiedOwner' | 'inspected') => (
    <label className={styles.checkRow}>
      <input
        type="checkbox"
        checked={draft[key] === 'true'}
        onChange={(event) => set({ [key]: event.target.checked ? 'true' : '' })}
      />
      {label}
    </label>
  );
  const amount = (label: string, key: 'moveInMin' | 'moveInMax') => (
    <Field label={label}>
      {({ id }) => (
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          value={draft[key]}
          onChange={(event) => set({ [key]: event.target.value.replace(/[^\d]/g, '').slice(0, 12) })}
        />
      )}
    </Field>
  );
  const select = (
    label: string,
    key: 'bedrooms' | 'bathrooms' | 'category' | 'propertyType',
    options: readonly { value: string; label: string }[],
  ) => (
    <Field label={label}>
      {({ id }) => (
        <Select id={id} value={draft[key]} onChange={(event) => set({ [key]: event.target.value })}>
          <option value="">Any</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );

  return (
    <>
      <Button variant="secondary" className={styles.moreButton} onClick={() => openDialog(true)}>
        <FilterIcon size={18} />
        More filters
        {count > 0 && (
          <>
            {' '}
            <span className={styles.badge}>{count}</span>
            <span className="visually-hidden"> active</span>
          </>
        )}
      </Button>
      <Dialog
        open={open}
        onOpenChange={openDialog}
        title="More filters"
        description="Narrow the results by rooms, category, property type, the total to move in and trust."
        footer={
          <>
            <Button variant="ghost" onClick={() => setDraft(NONE)}>
              Clear
            </Button>
            <Button
              onClick={() => {
                onApply(draft);
                setOpen(false);
              }}
            >
              Search
            </Button>
          </>
        }
      >
        <div className={styles.dialogGrid}>
          {select(
            'Bedrooms',
            'bedrooms',
            BEDROOM_OPTIONS.map((value) => ({ value, label: roomLabel(value, 'bedroom') })),
          )}
          {select(
            'Bathrooms',
            'bathrooms',
            BATHROOM_OPTIONS.map((value) => ({ value, label: roomLabel(value, 'bathroom') })),
          )}
          {select('Category', 'category', CATEGORY_OPTIONS)}
          {select('Property type', 'propertyType', PROPERTY_TYPE_OPTIONS)}
        </div>
        <fieldset className={styles.trustFilters}>
          <legend>Total to move in ({CURRENCY_SYMBOLS[priceCurrencyOf(filters.country)]})</legend>
          <p className={styles.moveInHint}>Rent in advance plus agency, legal, caution and other charges.</p>
          <div className={styles.dialogGrid}>
            {amount('Minimum', 'moveInMin')}
            {amount('Maximum', 'moveInMax')}
          </div>
        </fieldset>
        <fieldset className={styles.trustFilters}>
          <legend>Trust</legend>
          {toggle('Verified owners only (ID or business checked by Ile)', 'verifiedOwner')}
          {toggle('Inspected by Ile staff in the last 180 days', 'inspected')}
        </fieldset>
      </Dialog>
    </>
  );
}
