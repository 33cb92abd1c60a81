import styles from './feedback.module.css';

/** A turning ring; `label` is announced to screen readers ('' when a parent already says what is loading). */
export function Spinner({ size = 24, label = 'Loading' }: { size?: number; label?: string }) {
  const ring = <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden />;
  if (!label) return ring;
  return (
    <span role="status">
      {ring}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
