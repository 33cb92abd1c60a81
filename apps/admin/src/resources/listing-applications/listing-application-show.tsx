import { formatArea } from '@ile/shared/helpers/units';
import {
  FunctionField,
  ReferenceField,
  SelectField,
  Show,
  TextArrayField,
  TextField,
  useRecordContext,
  WithRecord,
} from 'react-admin';
import {
  CATEGORY_CHOICES,
  COUNTRY_CHOICES,
  HEATING_CHOICES,
  PARKING_CHOICES,
  PROPERTY_TYPE_CHOICES,
} from '../../components/choices';
import { FieldSection } from '../../components/field-section';
import { LocalNumberField } from '../../components/local-fields';
import { DecisionSection } from '../applications/decision-section';
import { formatListingPrice } from './listing-format';
import { ListingImages } from './listing-images';

const area = (source: string, label: string) => (
  <FunctionField source={source} label={label} render={(record) => formatArea(record[source]) || '—'} />
);

function Title() {
  const record = useRecordContext();
  return <span>Listing application{record ? `: ${record.title}` : ''}</span>;
}

/** Every field the applicant submitted, then every image at full width. */
export function ListingApplicationShow() {
  return (
    <Show title={<Title />} actions={false}>
      <DecisionSection>
        <WithRecord
          label="Published listing"
          render={(record) =>
            record.property_id ? (
              <ReferenceField source="property_id" reference="properties" link="show">
                <TextField source="title" />
              </ReferenceField>
            ) : (
              <span>—</span>
            )
          }
        />
      </DecisionSection>
      <FieldSection title="Listing">
        <TextField source="title" />
        <SelectField source="category" choices={CATEGORY_CHOICES} />
        <SelectField source="property_type" label="Type" choices={PROPERTY_TYPE_CHOICES} />
        <FunctionField source="price" render={formatListingPrice} />
        <TextField source="address" />
        <TextField source="city" />
        <TextField source="state" label="State or district" />
        <SelectField source="country" choices={COUNTRY_CHOICES} />
        <TextField source="mobile_phone" label="Phone" />
      </FieldSection>
      <FieldSection title="Description" columns={1}>
        <TextField source="description" />
        <TextField source="detailed_description" label="Detailed description" />
        <TextField source="highlight_one" label="Highlight 1" />
        <TextField source="highlight_two" label="Highlight 2" />
        <TextField source="highlight_three" label="Highlight 3" />
        <TextField source="additional_fees" label="Additional fees" />
      </FieldSection>
      <FieldSection title="Details">
        <LocalNumberField source="bedrooms" />
        <LocalNumberField source="bathrooms" />
        <LocalNumberField source="year_built" label="Year built" options={{ useGrouping: false }} />
        {area('land_size', 'Land size')}
        {area('building_size', 'Building size')}
        {area('parking_size', 'Parking size')}
        {area('garage_size', 'Garage size')}
        <SelectField source="heating_type" label="Heating" choices={HEATING_CHOICES} />
        <TextField source="cooling_type" label="Cooling" />
        <TextField source="basement" />
        <TextField source="exterior_features" label="Exterior" />
        <TextField source="flooring_type" label="Flooring" />
        <TextField source="ownership_type" label="Ownership" />
        <TextField source="occupancy" />
        <SelectField source="parking" choices={PARKING_CHOICES} />
        <TextArrayField source="amenities" />
      </FieldSection>
      <ListingImages />
    </Show>
  );
}
