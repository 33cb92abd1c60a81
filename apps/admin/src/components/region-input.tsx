import { regionsOf } from '@ile/shared/regions';
import { AutocompleteInput, type AutocompleteInputProps, FormDataConsumer, SelectInput } from 'react-admin';
import { COUNTRY_CHOICES } from './choices';

export function CountryInput(props: { source: string; label?: string; alwaysOn?: boolean }) {
  return <SelectInput {...props} choices={COUNTRY_CHOICES} emptyText="Any country" />;
}

/**
 * A state (Nigeria) or district (Sierra Leone) by code. Codes repeat across the two countries (BO is Borno
 * and Bo), so the choices follow the country chosen beside it.
 */
export function RegionInput({
  countrySource = 'country',
  ...props
}: AutocompleteInputProps & { countrySource?: string }) {
  return (
    <FormDataConsumer>
      {({ formData }) => {
        const country = formData?.[countrySource] as string | undefined;
        const choices = regionsOf(country).map((region) => ({ id: region.code, name: region.name }));
        return (
          <AutocompleteInput
            {...props}
            choices={choices}
            disabled={!country}
            helperText={country ? false : 'Choose a country first'}
          />
        );
      }}
    </FormDataConsumer>
  );
}
