import { LISTING_COUNTRY_OPTIONS, type ListingCountry } from '@ile/shared/constants/countries';
import { CATEGORY_OPTIONS } from '@ile/shared/constants/listing-options';
import { regionsOf } from '@ile/shared/regions';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
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
  const regions = regionsOf(country);

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
        <Field label="Country">
          {({ id }) => (
            <Select
              id={id}
              value={country}
              onChange={(event) => {
                // A region belongs to one country: a new country clears it (spec §5).
                setCountry(event.target.value as ListingCountry | '');
                setState('');
              }}
            >
              <option value="">Any country</option>
              {LISTING_COUNTRY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={country === 'SL' ? 'District' : 'State'}>
          {({ id }) => (
            <Select
              id={id}
              value={state}
              disabled={!country}
              title={country ? undefined : 'Choose a country first'}
              onChange={(event) => setState(event.target.value)}
            >
              <option value="">Any</option>
              {regions.map((region) => (
                <option key={region.code} value={region.name}>
                  {region.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
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
