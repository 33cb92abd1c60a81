import type { ListingCountry } from '@ile/shared/constants/countries';
import { CATEGORY_OPTIONS } from '@ile/shared/constants/listing-options';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { CountryRegionFilter } from '../../../components/form/country-region-filter';
import { Button } from '../../../components/ui/button';
import { Field, Select } from '../../../components/ui/form';
import { SearchIcon } from '../../../components/ui/icons';
import styles from './home.module.css';

/** The hero's search: country, then its states or districts, and a category; Search opens /properties. */
export function HeroSearch() {
  const navigate = useNavigate();
  const [country, setCountry] = useState<ListingCountry | ''>('');
  const [state, setState] = useState('');
  const [category, setCategory] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams();
    if (country) params.set('country', country);
    if (country && state) params.set('state', state);
    if (category) params.set('category', category);
    const query = params.toString();
    navigate(query ? `/properties?${query}` : '/properties');
  };

  return (
    <div className={styles.searchCard}>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to jsdom and to Safari before 17; the role is the same landmark. */}
      <form role="search" className={styles.searchForm} onSubmit={submit} aria-label="Search properties">
        <CountryRegionFilter
          country={country}
          region={state}
          onCountryChange={(next) => {
            setCountry(next);
            setState('');
          }}
          onRegionChange={setState}
        />
        <Field label="Category">
          {({ id }) => (
            <Select id={id} value={category} onChange={(event) => setCategory(event.target.value)}>
              <option value="">Any category</option>
              {CATEGORY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" className={styles.searchButton}>
          <SearchIcon size={18} />
          Search
        </Button>
      </form>
    </div>
  );
}
