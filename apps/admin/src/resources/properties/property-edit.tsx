import { LISTING_CURRENCIES } from '@ile/shared/constants/currencies';
import { TEXT_LIMITS } from '@ile/shared/constants/limits';
import type { PropertyRecord } from '@ile/shared/contracts/admin/properties';
import { Box } from '@mui/material';
import {
  Edit,
  maxLength,
  minValue,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
} from 'react-admin';
import {
  CATEGORY_CHOICES,
  COUNTRY_CHOICES,
  choicesOf,
  PROPERTY_TYPE_CHOICES,
} from '../../components/choices';
import { RecordTitle } from '../../components/record-title';
import { RegionInput } from '../../components/region-input';

const row = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' },
  width: '100%',
};
const size = (source: string, label: string) => (
  <NumberInput source={source} label={`${label} (m²)`} min={0} validate={minValue(0)} />
);

/** The owners' edit form's fields; the server applies the same rules and names any field it refuses. */
export function PropertyEdit() {
  return (
    <Edit
      title={<RecordTitle<PropertyRecord> label="Edit listing" suffix={(listing) => `: ${listing.title}`} />}
      mutationMode="pessimistic"
      redirect="show"
    >
      <SimpleForm>
        <TextInput source="title" validate={[required(), maxLength(TEXT_LIMITS.title)]} fullWidth />
        <Box sx={row}>
          <NumberInput source="price" validate={[required(), minValue(1)]} />
          <SelectInput source="currency" choices={choicesOf(LISTING_CURRENCIES)} validate={required()} />
          <SelectInput source="category" choices={CATEGORY_CHOICES} validate={required()} />
          <SelectInput
            source="property_type"
            label="Type"
            choices={PROPERTY_TYPE_CHOICES}
            validate={required()}
          />
        </Box>
        <TextInput source="address" validate={[required(), maxLength(TEXT_LIMITS.address)]} fullWidth />
        <Box sx={row}>
          <SelectInput source="country" choices={COUNTRY_CHOICES} validate={required()} />
          <RegionInput source="state_code" label="State or district" validate={required()} />
          <TextInput source="city" />
          <TextInput source="mobile_phone" label="Phone" validate={required()} />
        </Box>
        <Box sx={row}>
          <NumberInput source="bedrooms" min={0} validate={[required(), minValue(0)]} />
          <NumberInput source="bathrooms" min={0} validate={[required(), minValue(0)]} />
        </Box>
        <Box sx={row}>
          {size('land_size', 'Land size')}
          {size('building_size', 'Building size')}
          {size('garage_size', 'Garage size')}
          {size('parking_size', 'Parking size')}
        </Box>
        <TextInput
          source="description"
          validate={[required(), maxLength(TEXT_LIMITS.description)]}
          multiline
          minRows={4}
          fullWidth
        />
      </SimpleForm>
    </Edit>
  );
}
