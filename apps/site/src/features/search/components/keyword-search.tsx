import { type FormEvent, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/form';
import { SearchIcon } from '../../../components/ui/icons';
import styles from './search.module.css';

/** The keyword box: searches on Enter or the button, not on every keystroke. */
export function KeywordSearch({ value, onSearch }: { value: string; onSearch: (keyWord: string) => void }) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyWord = new FormData(event.currentTarget).get('keyWord');
    onSearch(typeof keyWord === 'string' ? keyWord.trim() : '');
  };
  return (
    // Keyed by the URL's keyword so Back and shared links refill the box.
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and to Safari before 17; the role is the same landmark.
    <form key={value} role="search" className={styles.keyword} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        Search by keyword
      </label>
      <span className={styles.keywordIcon} aria-hidden>
        <SearchIcon size={18} />
      </span>
      <Input
        id={id}
        name="keyWord"
        type="search"
        defaultValue={value}
        maxLength={200}
        placeholder="Search by area, city or keyword"
        className={styles.keywordInput}
        enterKeyHint="search"
      />
      <Button type="submit">Search</Button>
    </form>
  );
}
