import type { AuditLogRecord } from '@ile/shared/contracts/admin/audit-log';
import { AuditLogIcon } from '../../components/icons';
import { AuditLogList, AuditLogShow } from './audit-log-views';

export default {
  list: AuditLogList,
  show: AuditLogShow,
  icon: AuditLogIcon,
  recordRepresentation: (entry: AuditLogRecord) => `${entry.action} #${entry.id}`,
  options: { label: 'Audit log' },
};
