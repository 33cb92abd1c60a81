import type { PropertyRecord } from '@ile/shared/contracts/admin/properties';
import { PropertyIcon } from '../../components/icons';
import { PropertyEdit } from './property-edit';
import { PropertyList } from './property-list';
import { PropertyShow } from './property-show';

export default {
  list: PropertyList,
  show: PropertyShow,
  edit: PropertyEdit,
  icon: PropertyIcon,
  recordRepresentation: (listing: PropertyRecord) => listing.title,
  options: { label: 'Listings' },
};
