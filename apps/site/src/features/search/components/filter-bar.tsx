import { MAX_PRICE_OPTIONS, MIN_PRICE_OPTIONS } from '@ile/shared/constants/search';
import { formatPrice } from '@ile/shared/helpers/format-price';
import { CountryRegionFilter } from '../../../components/form/country-region-filter';
import { Field, Select } from '../../../components/ui/form';
import { priceCurrencyOf, type SearchFilters } from '../utils/search-filters';
import styles from './search.module.css';

interface FilterBarProps {
  filters: SearchFilters;
  onChange: (patch: Partial<SearchFilters>) => void;
}

/** Country, state and price range: each change searches at once. */
export function FilterBar({ filters, onChange }: FilterBarProps) {
  const currency = priceCurrencyOf(filters.country);
  return (
    <div className={styles.filters}>
      <CountryRegionFilter
        country={filters.country}
        region={filters.state}
        onCountryChange={(country) => onChange({ country })}
        onRegionChange={(state) => onChange({ state })}
      />
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
