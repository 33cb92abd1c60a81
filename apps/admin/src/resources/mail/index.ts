import type { RaRecord } from 'react-admin';
import { MailIcon } from '../../components/icons';
import { MailList, MailShow } from './mail-views';

export default {
  list: MailList,
  show: MailShow,
  icon: MailIcon,
  recordRepresentation: (record: RaRecord) => record.subject,
  options: { label: 'Mail' },
};
