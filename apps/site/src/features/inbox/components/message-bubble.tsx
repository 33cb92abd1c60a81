import type { Message } from '@ile/shared/contracts/messaging';
import { ReportButton } from '../../../components/report/report-button';
import styles from './inbox.module.css';
import { ScamWarning } from './scam-warning';
import { shortTime } from './time';

export function MessageBubble({ message, own, seen }: { message: Message; own: boolean; seen: boolean }) {
  const warned = !own && message.warnings.length > 0;
  return (
    <li className={own ? styles.own : styles.theirs}>
      <div className={styles.bubble}>
        {message.media && (
          <a href={message.media} target="_blank" rel="noreferrer" className={styles.media}>
            <img
              src={message.media_preview ?? message.media}
              alt={message.message ? 'Attached image' : `Image from ${message.sender_name}`}
              loading="lazy"
            />
          </a>
        )}
        {message.message && <p>{message.message}</p>}
      </div>
      <span className={styles.stamp}>
        {!own && <span className="visually-hidden">{message.sender_name}, </span>}
        <time dateTime={message.createdAt}>{shortTime(message.createdAt)}</time>
        {own && seen && ' · Seen'}
        {!own && !warned && (
          <ReportButton
            targetType="message"
            targetId={message.id}
            ownerId={message.sender_id}
            subject={`the message from ${message.sender_name}`}
            compact
          />
        )}
      </span>
      {warned && <ScamWarning message={message} />}
    </li>
  );
}
