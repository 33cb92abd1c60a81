import type { RaRecord } from 'react-admin';
import { AuditLogIcon } from '../../components/icons';
import { AuditLogList, AuditLogShow } from './audit-log-views';

export default {
  list: AuditLogList,
  show: AuditLogShow,
  icon: AuditLogIcon,
  recordRepresentation: (record: RaRecord) => `${record.action} #${record.id}`,
  options: { label: 'Audit log' },
};
