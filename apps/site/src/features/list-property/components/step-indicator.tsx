import { CheckIcon } from '../../../components/ui/icons';
import styles from './step-indicator.module.css';

/** Numbered steps; the ones done show a check, the current one is marked for screen readers too. */
export function StepIndicator({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <ol className={styles.steps} aria-label="Application steps">
      {steps.map((title, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={title}
            className={`${styles.step} ${styles[state]}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.number} aria-hidden>
              {state === 'done' ? <CheckIcon size={16} /> : index + 1}
            </span>
            <span className={styles.title}>
              {title}
              {state === 'done' && <span className="visually-hidden"> (completed)</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
