import { SEARCH_SORT_OPTIONS, type SearchSort } from '@ile/shared/constants/search';
import { useId } from 'react';
import { Select } from '../../../components/ui/form';
import styles from './search.module.css';

export function SortSelect({ value, onChange }: { value: SearchSort; onChange: (sort: SearchSort) => void }) {
  const id = useId();
  return (
    <div className={styles.sort}>
      <label htmlFor={id} className={styles.sortLabel}>
        Sort by
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as SearchSort)}>
        {SEARCH_SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
