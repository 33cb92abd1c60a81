import styles from './wizard.module.css';

/** The wizard's steps; reached ones are marked active (spec §4). */
export function StepIndicator({ steps, current }: { steps: string[]; current: number }) {
  return (
    <ol className={styles.steps} aria-label="Progress">
      {steps.map((label, index) => (
        <li
          key={label}
          className={[styles.step, index + 1 <= current && styles.active].filter(Boolean).join(' ')}
          aria-current={index + 1 === current ? 'step' : undefined}
        >
          {index + 1}. {label}
        </li>
      ))}
    </ol>
  );
}
