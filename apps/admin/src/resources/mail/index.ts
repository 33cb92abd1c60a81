import type { CaughtMailRecord } from '@ile/shared/contracts/admin/mail';
import { MailIcon } from '../../components/icons';
import { MailList, MailShow } from './mail-views';

export default {
  list: MailList,
  show: MailShow,
  icon: MailIcon,
  recordRepresentation: (mail: CaughtMailRecord) => mail.subject,
  options: { label: 'Mail' },
};
