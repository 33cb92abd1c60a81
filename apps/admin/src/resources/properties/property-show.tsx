import { formatArea } from '@ile/shared/helpers/units';
import { Box } from '@mui/material';
import {
  EditButton,
  EmailField,
  FunctionField,
  ReferenceField,
  SelectField,
  Show,
  TextArrayField,
  TextField,
  useRecordContext,
} from 'react-admin';
import { CATEGORY_CHOICES, COUNTRY_CHOICES, PROPERTY_TYPE_CHOICES } from '../../components/choices';
import { FieldSection } from '../../components/field-section';
import { LocalDateField, LocalNumberField } from '../../components/local-fields';
import { StatusField } from '../../components/status-field';
import { formatListingPrice } from '../listing-applications/listing-format';
import { PropertyImages } from './property-images';
import { PublishToggleButton } from './publish-toggle-button';

function Title() {
  const record = useRecordContext();
  return <span>Listing{record ? `: ${record.title}` : ''}</span>;
}

const area = (source: string, label: string) => (
  <FunctionField source={source} label={label} render={(record) => formatArea(record[source]) || '—'} />
);

export function PropertyShow() {
  return (
    <Show title={<Title />} actions={false}>
      <FieldSection
        title="Listing"
        actions={
          <Box sx={{ display: 'flex', gap: 1, pt: 1, pr: 1 }}>
            <PublishToggleButton />
            <EditButton variant="outlined" />
          </Box>
        }
      >
        <TextField source="title" />
        <StatusField label="Status" />
        <SelectField source="category" choices={CATEGORY_CHOICES} />
        <SelectField source="property_type" label="Type" choices={PROPERTY_TYPE_CHOICES} />
        <FunctionField source="price" render={formatListingPrice} />
        <TextField source="address" />
        <TextField source="city" />
        <TextField source="state" label="State or district" />
        <SelectField source="country" choices={COUNTRY_CHOICES} />
        <TextField source="owner_name" label="Owner" />
        <EmailField source="owner_email" label="Owner email" />
        <TextField source="mobile_phone" label="Phone" />
        <LocalNumberField source="views" />
        <LocalDateField source="published_at" label="Published" showTime />
        <LocalDateField source="created_at" label="Created" showTime />
        <FunctionField
          label="Geocoded"
          render={(r) => (r.latitude == null ? 'Not yet' : `${r.latitude}, ${r.longitude}`)}
        />
        <ReferenceField
          source="application_id"
          reference="listing-applications"
          label="From application"
          link="show"
        />
      </FieldSection>
      <FieldSection title="Description" columns={1}>
        <TextField source="description" />
        <TextField source="detailed_description" label="Detailed description" />
      </FieldSection>
      <FieldSection title="Details">
        <LocalNumberField source="bedrooms" />
        <LocalNumberField source="bathrooms" />
        <LocalNumberField source="year_built" label="Year built" options={{ useGrouping: false }} />
        {area('land_size', 'Land size')}
        {area('building_size', 'Building size')}
        {area('parking_size', 'Parking size')}
        {area('garage_size', 'Garage size')}
        <TextArrayField source="features" />
        <TextArrayField source="tags" />
      </FieldSection>
      <PropertyImages />
    </Show>
  );
}
