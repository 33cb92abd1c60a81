import type { ReactNode } from 'react';
import { CheckIcon, InfoIcon } from './icons';
import styles from './outcome-card.module.css';

/** A page that reports one outcome (an application sent, a link used): what happened and where to go next. */
export function OutcomeCard({
  title,
  failed = false,
  lead,
  children,
  actions,
}: {
  title: string;
  /** Shows a warning icon instead of a tick. */
  failed?: boolean;
  /** The first, larger line. */
  lead: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <section className={`container page ${styles.outcome}${failed ? ` ${styles.failed}` : ''}`}>
      <div className={styles.card}>
        <span className={styles.icon} aria-hidden>
          {failed ? <InfoIcon size={32} /> : <CheckIcon size={32} />}
        </span>
        <h1 className="page-title">{title}</h1>
        <p className={styles.text}>{lead}</p>
        {children}
        <div className={styles.actions}>{actions}</div>
      </div>
    </section>
  );
}
