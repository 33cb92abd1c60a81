import { PROPERTY_STATUSES } from '@ile/shared/constants/statuses';
import type { PropertyRecord } from '@ile/shared/contracts/admin/properties';
import { Box, Typography } from '@mui/material';
import { DataTable, List, SearchInput, SelectInput, useRecordContext } from 'react-admin';
import { CATEGORY_CHOICES, choicesOf, PROPERTY_TYPE_CHOICES } from '../../components/choices';
import { labelledBody } from '../../components/labelled-rows';
import { LocalDateField } from '../../components/local-fields';
import { CountryInput, RegionInput } from '../../components/region-input';
import { StatusField } from '../../components/status-field';
import { formatListingPrice, listingPlace } from '../listing-applications/listing-format';
import { PublishToggleButton } from './publish-toggle-button';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Title, place or owner" />,
  <SelectInput key="status" source="status" choices={choicesOf(PROPERTY_STATUSES)} alwaysOn />,
  <CountryInput key="country" source="country" label="Country" alwaysOn />,
  <RegionInput key="state" source="state" label="State or district" />,
  <SelectInput key="category" source="category" choices={CATEGORY_CHOICES} />,
  <SelectInput key="property_type" source="property_type" label="Type" choices={PROPERTY_TYPE_CHOICES} />,
];

const Body = labelledBody<PropertyRecord>((listing) => `Listing: ${listing.title}`);
const Column = DataTable.Col<PropertyRecord>;

/** Title with its place beneath: one column instead of two keeps the table inside a 1280 px laptop. */
function ListingCell() {
  const record = useRecordContext<PropertyRecord>();
  if (!record) return null;
  const place = listingPlace(record);
  return (
    <Box sx={{ minWidth: 180, maxWidth: 320 }}>
      <Typography variant="body2" sx={CLAMP_TWO_LINES} title={record.title}>
        {record.title}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={CLAMP_ONE_LINE} title={place}>
        {place}
      </Typography>
    </Box>
  );
}

// Cut by width at a word boundary; the whole text stays in the page and on hover.
const CLAMP_TWO_LINES = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
};
const CLAMP_ONE_LINE = { ...CLAMP_TWO_LINES, WebkitLineClamp: 1 };

/**
 * Listings at a glance. Category and views are on each listing's page and in the filters; leaving them out of
 * the table is what lets it, the filters and Export fit a 1280 px screen beside the menu.
 */
export function PropertyList() {
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }}>
      <DataTable<PropertyRecord> body={Body} rowClick="show" bulkActionButtons={false}>
        <Column source="title" label="Listing">
          <ListingCell />
        </Column>
        <Column source="owner_name" label="Owner" disableSort />
        <Column source="price" align="right" render={formatListingPrice} sx={{ whiteSpace: 'nowrap' }} />
        <Column source="status">
          <StatusField />
        </Column>
        <Column source="published_at" label="Published">
          <LocalDateField source="published_at" emptyText="—" />
        </Column>
        <Column label="Actions" disableSort>
          <PublishToggleButton />
        </Column>
      </DataTable>
    </List>
  );
}
