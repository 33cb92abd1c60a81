import { LISTING_COUNTRY_OPTIONS, type ListingCountry } from '@ile/shared/constants/countries';
import { MAX_PRICE_OPTIONS, MIN_PRICE_OPTIONS } from '@ile/shared/constants/search';
import { formatPrice } from '@ile/shared/helpers/format-price';
import { regionsOf } from '@ile/shared/regions';
import { Field, Select } from '../../../components/ui/form';
import { priceCurrencyOf, type SearchFilters } from '../utils/search-filters';
import styles from './search.module.css';

interface FilterBarProps {
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
}

/** Country, state and price range: each change searches at once. */
export function FilterBar({ filters, onChange }: FilterBarProps) {
  const regions = regionsOf(filters.country);
  const currency = priceCurrencyOf(filters.country);
  return (
    <div className={styles.filters}>
      <Field label="Country">
        {({ id }) => (
          <Select
            id={id}
            value={filters.country}
            onChange={(event) => onChange({ country: event.target.value as ListingCountry | '' })}
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
      <Field label={filters.country === 'SL' ? 'District' : 'State'}>
        {({ id }) => (
          <Select
            id={id}
            value={filters.state}
            disabled={!filters.country}
            title={filters.country ? undefined : 'Choose a country first'}
            onChange={(event) => onChange({ state: event.target.value })}
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
      <Field label="Min price">
        {({ id }) => (
          <Select
            id={id}
            value={filters.minPrice}
            onChange={(event) => onChange({ minPrice: event.target.value })}
          >
            <option value="">No min</option>
            {MIN_PRICE_OPTIONS.map((option) => (
              <option key={option.value} value={String(option.value)}>
                {formatPrice(option.value, currency)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Max price">
        {({ id }) => (
          <Select
            id={id}
            value={filters.maxPrice}
            onChange={(event) => onChange({ maxPrice: event.target.value })}
          >
            <option value="">No max</option>
            {MAX_PRICE_OPTIONS.map((option) => (
              <option key={option.value} value={String(option.value)}>
                {formatPrice(option.value, currency)}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}
