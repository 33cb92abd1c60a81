import type { ListingRecordFields } from '@ile/shared/contracts/admin/listing-record-fields';
import { formatArea } from '@ile/shared/helpers/units';
import { FunctionField, SelectField, TextField } from 'react-admin';
import { CATEGORY_CHOICES, COUNTRY_CHOICES, PROPERTY_TYPE_CHOICES } from '../../components/choices';
import { LocalNumberField } from '../../components/local-fields';
import { formatListingPrice } from './listing-format';

// Both lists go inside a FieldSection, which labels each field: an application and the listing it became
// read the same.

/** What and where: category, type, price and place. */
export const LISTING_SUMMARY_FIELDS = [
  <SelectField key="category" source="category" choices={CATEGORY_CHOICES} />,
  <SelectField key="property_type" source="property_type" label="Type" choices={PROPERTY_TYPE_CHOICES} />,
  <FunctionField<ListingRecordFields> key="price" source="price" render={formatListingPrice} />,
  <TextField key="address" source="address" />,
  <TextField key="city" source="city" />,
  <TextField key="state" source="state" label="State or district" />,
  <SelectField key="country" source="country" choices={COUNTRY_CHOICES} />,
];

type AreaSource = 'land_size' | 'building_size' | 'parking_size' | 'garage_size';

const area = (source: AreaSource, label: string) => (
  <FunctionField<ListingRecordFields>
    key={source}
    source={source}
    label={label}
    render={(record) => formatArea(record[source]) || '—'}
  />
);

/** Rooms, the year built and the sizes. */
export const LISTING_SIZE_FIELDS = [
  <LocalNumberField key="bedrooms" source="bedrooms" />,
  <LocalNumberField key="bathrooms" source="bathrooms" />,
  <LocalNumberField
    key="year_built"
    source="year_built"
    label="Year built"
    options={{ useGrouping: false }}
  />,
  area('land_size', 'Land size'),
  area('building_size', 'Building size'),
  area('parking_size', 'Parking size'),
  area('garage_size', 'Garage size'),
];
