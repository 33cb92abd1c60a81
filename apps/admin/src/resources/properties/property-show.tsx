import type { PropertyRecord } from '@ile/shared/contracts/admin/properties';
import {
  EditButton,
  EmailField,
  FunctionField,
  ReferenceField,
  Show,
  TextArrayField,
  TextField,
} from 'react-admin';
import { FieldSection } from '../../components/field-section';
import { LocalDateField, LocalNumberField } from '../../components/local-fields';
import { RecordTitle } from '../../components/record-title';
import { StatusField } from '../../components/status-field';
import { LISTING_SIZE_FIELDS, LISTING_SUMMARY_FIELDS } from '../listing-applications/listing-fields';
import { FraudulentButton } from './fraudulent-button';
import { MarkInspectedButton } from './mark-inspected-button';
import { PropertyImages } from './property-images';
import { PropertyInspections } from './property-inspections';
import { PublishToggleButton } from './publish-toggle-button';

export function PropertyShow() {
  return (
    <Show
      title={<RecordTitle<PropertyRecord> label="Listing" suffix={(listing) => `: ${listing.title}`} />}
      actions={false}
    >
      <FieldSection
        title="Listing"
        actions={
          <>
            <MarkInspectedButton />
            <PublishToggleButton />
            <FraudulentButton />
            <EditButton variant="outlined" />
          </>
        }
      >
        <TextField source="title" />
        <StatusField label="Status" />
        {LISTING_SUMMARY_FIELDS}
        <TextField source="owner_name" label="Owner" />
        <EmailField source="owner_email" label="Owner email" />
        <TextField source="mobile_phone" label="Phone" />
        <LocalNumberField source="views" />
        <LocalDateField source="published_at" label="Published" showTime />
        <LocalDateField source="inspected_at" label="Inspected" />
        <LocalDateField source="created_at" label="Created" showTime />
        <FunctionField<PropertyRecord>
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
        {LISTING_SIZE_FIELDS}
        <TextArrayField source="features" />
        <TextArrayField source="tags" />
      </FieldSection>
      <PropertyImages />
      <PropertyInspections />
    </Show>
  );
}
