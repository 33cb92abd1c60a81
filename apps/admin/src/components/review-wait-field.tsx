import { REVIEW_SLA_BUSINESS_DAYS } from '@ile/shared/constants/public-holidays';
import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';

interface ReviewWait {
  waited_business_days: number;
  overdue: boolean;
}

const days = (n: number) => `${n} business day${n === 1 ? '' : 's'}`;

/**
 * How long an application has waited (until its decision, or now): business days, weekends and public
 * holidays excluded. Pending past the promised 7 reads as a red chip, so a reviewer sees it in the list.
 */
export function ReviewWaitField() {
  const record = useRecordContext<ReviewWait>();
  if (!record || typeof record.waited_business_days !== 'number') return null;
  if (!record.overdue) return <span>{days(record.waited_business_days)}</span>;
  return (
    <Chip
      size="small"
      color="error"
      label={`${days(record.waited_business_days)} · overdue`}
      // The label may wrap, so the column is no wider than its words and the list still fits a laptop.
      sx={{ height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }}
      title={`Pending past the promised ${REVIEW_SLA_BUSINESS_DAYS} business days`}
    />
  );
}
