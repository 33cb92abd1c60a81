import type { RaRecord } from 'react-admin';
import { PropertyIcon } from '../../components/icons';
import { PropertyEdit } from './property-edit';
import { PropertyList } from './property-list';
import { PropertyShow } from './property-show';

export default {
  list: PropertyList,
  show: PropertyShow,
  edit: PropertyEdit,
  icon: PropertyIcon,
  recordRepresentation: (record: RaRecord) => record.title,
  options: { label: 'Listings' },
};
