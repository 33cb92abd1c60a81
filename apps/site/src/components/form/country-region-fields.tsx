import { LISTING_COUNTRY_OPTIONS } from '@ile/shared/constants/countries';
import { useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from './form-fields';
import { type RegionValue, regionLabel, regionOptions } from './region-options';

interface CountryRegionFieldsProps {
  /** The chosen country (watched): it decides the region options and enables the region select. */
  country: string | undefined;
  /** The country's registration; its onChange should clear the region, since a region belongs to one country. */
  countryField: UseFormRegisterReturn;
  regionField: UseFormRegisterReturn;
  errors?: { country?: string; region?: string };
  required?: boolean;
  regionValue?: RegionValue;
  /** 'State' or 'District' by country unless given. */
  label?: { country?: string; region?: string };
  placeholder?: { country?: string; region?: string; noCountry?: string };
  /** Where 'Choose a country first' shows while no country is chosen: in the region select, or as its hint. */
  noCountryAs?: 'placeholder' | 'hint';
  /** 'country' where the form is about the user, whose browser may fill it in. */
  countryAutoComplete?: string;
  className?: string;
}

/** The country select and the select of that country's states or districts, side by side in a form. */
export function CountryRegionFields({
  country,
  countryField,
  regionField,
  errors = {},
  required,
  regionValue = 'code',
  label = {},
  placeholder = {},
  noCountryAs = 'placeholder',
  countryAutoComplete,
  className,
}: CountryRegionFieldsProps) {
  const options = useMemo(() => regionOptions(country, regionValue), [country, regionValue]);
  const noCountry = placeholder.noCountry ?? 'Choose a country first';
  const regionPlaceholder = placeholder.region ?? 'Choose one';
  return (
    <>
      <SelectField
        label={label.country ?? 'Country'}
        required={required}
        placeholder={placeholder.country ?? 'Choose a country'}
        options={LISTING_COUNTRY_OPTIONS}
        registration={countryField}
        autoComplete={countryAutoComplete}
        error={errors.country}
        className={className}
      />
      <SelectField
        label={label.region ?? regionLabel(country)}
        required={required}
        placeholder={country || noCountryAs === 'hint' ? regionPlaceholder : noCountry}
        hint={!country && noCountryAs === 'hint' ? noCountry : undefined}
        options={options}
        disabled={!country}
        registration={regionField}
        error={errors.region}
        className={className}
      />
    </>
  );
}
