import type { ListingApplicationRecord } from '@ile/shared/contracts/admin/applications';
import { ListingApplicationIcon } from '../../components/icons';
import { applicationResource } from '../applications/application-resource';
import {
  listingApplicationColumns,
  listingApplicationDetails,
  listingApplicationFilters,
  listingApplicationTrailingColumns,
  publishedListing,
} from './listing-application-views';

export default applicationResource<ListingApplicationRecord>({
  kind: 'Listing',
  name: (record) => record.title,
  icon: ListingApplicationIcon,
  filters: listingApplicationFilters,
  columns: listingApplicationColumns,
  trailingColumns: listingApplicationTrailingColumns,
  decision: publishedListing,
  details: listingApplicationDetails,
});
