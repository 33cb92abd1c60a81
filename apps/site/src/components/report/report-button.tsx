import type { ReportReason, ReportTargetType } from '@ile/shared/constants/reports';
import { lazy, Suspense, useState } from 'react';
import { useAuthModal } from '../../lib/auth-modal';
import { useSession } from '../../lib/session';
import { Button } from '../ui/button';
import styles from './report.module.css';

const ReportDialog = lazy(() =>
  import('./report-dialog').then((module) => ({ default: module.ReportDialog })),
);

/**
 * The "Report" action on a listing, a profile, a review or a message. Nobody is offered a report of their own
 * thing; a visitor is asked to sign in first.
 */
export function ReportButton({
  targetType,
  targetId,
  ownerId,
  subject,
  label = 'Report',
  size = 'small',
  compact = false,
  initialReason,
  className: extraClassName,
}: {
  targetType: ReportTargetType;
  targetId: string;
  /** Whose it is: the button is hidden from them. */
  ownerId: string | null | undefined;
  subject: string;
  label?: string;
  size?: 'normal' | 'small';
  /** A small text-sized action, for beside a message's time. */
  compact?: boolean;
  /** The reason chosen when the dialog opens (a scam warning's Report: "asks for money"). */
  initialReason?: ReportReason;
  className?: string;
}) {
  const className = [styles.trigger, compact && styles.compact, extraClassName].filter(Boolean).join(' ');
  const { status, user } = useSession();
  const authModal = useAuthModal();
  const [open, setOpen] = useState(false);
  if (status === 'loading' || (ownerId && user?.id === ownerId)) return null;
  if (status === 'signed-out') {
    return (
      <Button variant="ghost" size={size} className={className} onClick={() => authModal.open('login')}>
        Sign in to report
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="ghost"
        size={size}
        className={className}
        aria-haspopup="dialog"
        aria-label={label === 'Report' ? `Report ${subject}` : undefined}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            open={open}
            onOpenChange={setOpen}
            targetType={targetType}
            targetId={targetId}
            subject={subject}
            initialReason={initialReason}
          />
        </Suspense>
      )}
    </>
  );
}
