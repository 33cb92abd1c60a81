import {
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from '@ile/shared/constants/reports';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { errorMessage, toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Field, Textarea } from '../ui/form';
import { useCreateReport } from './create-report';
import styles from './report.module.css';

export const REPORT_SENT = 'Thank you. Our team will look at your report and tell you what we decide.';

/** Reason and details; after sending, a confirmation in place of the form. A 409 says it was already reported. */
export function ReportDialog({
  open,
  onOpenChange,
  targetType,
  targetId,
  subject,
  initialReason = null,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  targetType: ReportTargetType;
  targetId: string;
  /** What is reported, for the title: 'this listing', 'Chidi Amadi', 'this review', 'this message'. */
  subject: string;
  initialReason?: ReportReason | null;
}) {
  const [reason, setReason] = useState<ReportReason | null>(initialReason);
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; details?: string; form?: string }>({});
  const create = useCreateReport(targetType, targetId);
  const sent = create.isSuccess;

  const close = (next: boolean) => {
    if (!next) {
      setErrors({});
      create.reset();
      setReason(initialReason);
      setDetails('');
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      reason: reason ? undefined : 'Choose what is wrong',
      details: reason === 'other' && !details.trim() ? 'Tell us what is wrong' : undefined,
    };
    setErrors(found);
    if (!reason || found.details) return;
    create.mutate(
      { reason, details: details.trim() },
      {
        onSuccess: () => toast.success('Report sent'),
        onError: (error) => {
          const already = error instanceof ApiError && error.status === 409;
          setErrors({ form: errorMessage(error) });
          if (!already) toast.error(errorMessage(error));
        },
      },
    );
  };

  const formId = `report-form-${targetId}`;
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={sent ? 'Report sent' : `Report ${subject}`}
      description={
        sent ? undefined : 'Only Ile staff see your report; the person you report is not told who sent it.'
      }
      footer={
        sent ? (
          <Button onClick={() => close(false)}>Done</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => close(false)}>
              Cancel
            </Button>
            <Button type="submit" form={formId} loading={create.isPending}>
              Send report
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <p className={styles.done} role="status">
          {REPORT_SENT}
        </p>
      ) : (
        <form id={formId} className={styles.form} onSubmit={submit} noValidate>
          <fieldset
            className={styles.reasons}
            aria-describedby={errors.reason ? `${formId}-reason` : undefined}
          >
            <legend className={styles.legend}>What is wrong?</legend>
            {REPORT_REASONS.map((value) => (
              <label key={value} className={styles.reason}>
                <input
                  type="radio"
                  name={`${formId}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                />
                {REPORT_REASON_LABELS[value]}
              </label>
            ))}
            {errors.reason && (
              <span id={`${formId}-reason`} className={styles.alert} role="alert">
                {errors.reason}
              </span>
            )}
          </fieldset>
          <Field
            label="Details"
            required={reason === 'other'}
            error={errors.details}
            hint="What happened, in your words"
          >
            {({ id, describedBy, invalid }) => (
              <Textarea
                id={id}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                rows={4}
                maxLength={REPORT_DETAILS_MAX_LENGTH}
                value={details}
                onChange={(event) => setDetails(event.target.value)}
              />
            )}
          </Field>
          {errors.form && (
            <p role="alert" className={styles.alert}>
              {errors.form}
            </p>
          )}
        </form>
      )}
    </Dialog>
  );
}
