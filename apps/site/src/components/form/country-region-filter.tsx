import { LISTING_COUNTRY_OPTIONS, type ListingCountry } from '@ile/shared/constants/countries';
import { Field, Select } from '../ui/form';
import { regionLabel, regionOptions } from './region-options';

/** Country, then one of its states or districts by name; '' is 'any'. */
export function CountryRegionFilter({
  country,
  region,
  onCountryChange,
  onRegionChange,
}: {
  country: ListingCountry | '';
  region: string;
  /** Should also clear the region: a region belongs to one country (spec §5). */
  onCountryChange: (country: ListingCountry | '') => void;
  onRegionChange: (region: string) => void;
}) {
  return (
    <>
      <Field label="Country">
        {({ id }) => (
          <Select
            id={id}
            value={country}
            onChange={(event) => onCountryChange(event.target.value as ListingCountry | '')}
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
      <Field label={regionLabel(country)}>
        {({ id }) => (
          <Select
            id={id}
            value={region}
            disabled={!country}
            title={country ? undefined : 'Choose a country first'}
            onChange={(event) => onRegionChange(event.target.value)}
          >
            <option value="">Any</option>
            {regionOptions(country, 'name').map((option) => (
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
