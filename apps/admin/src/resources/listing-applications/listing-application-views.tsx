import type { ListingApplicationRecord } from '@ile/shared/contracts/admin/applications';
import {
  DataTable,
  FunctionField,
  NullableBooleanInput,
  ReferenceField,
  SelectField,
  SelectInput,
  TextArrayField,
  TextField,
  WithRecord,
} from 'react-admin';
import {
  CATEGORY_CHOICES,
  HEATING_CHOICES,
  PARKING_CHOICES,
  PROPERTY_TYPE_CHOICES,
} from '../../components/choices';
import { FieldSection } from '../../components/field-section';
import { CountryInput, RegionInput } from '../../components/region-input';
import { DuplicateFlags, TitleWithFlagCount } from './duplicate-flags';
import { LISTING_SIZE_FIELDS, LISTING_SUMMARY_FIELDS } from './listing-fields';
import { formatListingPrice, listingPlace } from './listing-format';
import { ListingImages } from './listing-images';

const Column = DataTable.Col<ListingApplicationRecord>;

export const listingApplicationFilters = [
  <NullableBooleanInput
    key="flagged"
    source="flagged"
    label="Possible duplicates"
    trueLabel="Flagged"
    falseLabel="Not flagged"
    alwaysOn
  />,
  <CountryInput key="country" source="country" label="Country" />,
  <RegionInput key="state" source="state" label="State or district" />,
  <SelectInput key="category" source="category" choices={CATEGORY_CHOICES} />,
  <SelectInput key="property_type" source="property_type" label="Type" choices={PROPERTY_TYPE_CHOICES} />,
];

export const listingApplicationColumns = [
  // The duplicates mark sits under the title, not in a column of its own, so the queue still fits a laptop.
  <Column key="title" source="title">
    <TitleWithFlagCount />
  </Column>,
  <Column key="applicant_name" source="applicant_name" label="Applicant" />,
  <Column key="city" source="city" label="Place">
    <FunctionField<ListingApplicationRecord> render={listingPlace} />
  </Column>,
  <Column key="category" source="category">
    <SelectField source="category" choices={CATEGORY_CHOICES} />
  </Column>,
  <Column key="price" source="price" align="right">
    <FunctionField<ListingApplicationRecord> render={formatListingPrice} />
  </Column>,
];

export const listingApplicationTrailingColumns = [
  <Column key="decided_by_name" source="decided_by_name" label="Decided by" disableSort>
    <TextField source="decided_by_name" emptyText="—" />
  </Column>,
];

/** Once approved, the listing it published. */
export const publishedListing = (
  <WithRecord<ListingApplicationRecord>
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
);

/** Possible duplicates first (when there are any), every field the applicant submitted, then every image. */
export const listingApplicationDetails = (
  <>
    <DuplicateFlags />
    <FieldSection title="Listing">
      <TextField source="title" />
      {LISTING_SUMMARY_FIELDS}
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
      {LISTING_SIZE_FIELDS}
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
  </>
);
