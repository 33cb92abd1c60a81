import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  CATEGORY_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
} from '@ile/shared/constants/listing-options';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Select } from '../../../components/ui/form';
import { FilterIcon } from '../../../components/ui/icons';
import { moreFiltersCount, type SearchFilters } from '../utils/search-filters';
import styles from './search.module.css';

type MoreFilters = Pick<SearchFilters, 'bedrooms' | 'bathrooms' | 'category' | 'propertyType'>;

const NONE: MoreFilters = { bedrooms: '', bathrooms: '', category: '', propertyType: '' };

const pick = (filters: SearchFilters): MoreFilters => ({
  bedrooms: filters.bedrooms,
  bathrooms: filters.bathrooms,
  category: filters.category,
  propertyType: filters.propertyType,
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
  const select = (
    label: string,
    key: keyof MoreFilters,
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
        description="Narrow the results by rooms, category and property type."
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
      </Dialog>
    </>
  );
}
