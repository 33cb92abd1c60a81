import type { Message } from '@ile/shared/contracts/messaging';
import { SCAM_SAFETY_ADVICE } from '@ile/shared/scam/scam-kinds';
import { useId } from 'react';
import { ReportButton } from '../../../components/report/report-button';
import { AlertTriangleIcon } from '../../../components/ui/icons';
import styles from './inbox.module.css';

/**
 * The warning under a received message the scam checker flagged: the general advice, this message's reasons
 * and a Report action (the shared report dialog, "asks for money" chosen). A note, not an alert: a thread
 * with old warned messages should not interrupt a screen reader each time it loads. Words and an icon say
 * it, not only the colour.
 */
export function ScamWarning({ message }: { message: Message }) {
  const titleId = useId();
  if (message.warnings.length === 0) return null;
  return (
    <aside role="note" aria-labelledby={titleId} className={styles.scamWarning}>
      <p className={styles.scamTitle} id={titleId}>
        <AlertTriangleIcon size={18} />
        <strong>Be careful: this message may be a scam</strong>
      </p>
      <p className={styles.scamAdvice}>{SCAM_SAFETY_ADVICE}</p>
      <ul className={styles.scamReasons}>
        {message.warnings.map((warning) => (
          <li key={warning.kind}>{warning.reason}</li>
        ))}
      </ul>
      <ReportButton
        targetType="message"
        targetId={message.id}
        ownerId={message.sender_id}
        subject={`the message from ${message.sender_name}`}
        initialReason="asks_for_money"
        className={styles.scamReport}
      />
    </aside>
  );
}
