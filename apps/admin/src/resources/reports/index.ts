import type { ReportTargetRecord } from '@ile/shared/contracts/admin/reports';
import { ReportIcon } from '../../components/icons';
import { ReportList, ReportShow } from './report-views';

export default {
  list: ReportList,
  show: ReportShow,
  icon: ReportIcon,
  options: { label: 'Reports' },
  recordRepresentation: (target: ReportTargetRecord) => `${target.target_type}: ${target.title}`,
};
