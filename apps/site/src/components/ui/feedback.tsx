import type { CSSProperties, ReactNode } from 'react';
import { Button } from './button';
import styles from './feedback.module.css';
import { Spinner } from './spinner';

export function Skeleton({
  width = '100%',
  height = 16,
  radius,
  style,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  style?: CSSProperties;
}) {
  return (
    <span className={styles.skeleton} style={{ width, height, borderRadius: radius, ...style }} aria-hidden />
  );
}

/** Nothing to show: distinct from an error (decisions.md). */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.state}>
      <p className={styles.stateTitle}>{title}</p>
      {children}
    </div>
  );
}

/** A list or page failed to load: says so and offers a retry (or what `children` offer). */
export function ErrorState({
  message,
  onRetry,
  retryLabel = 'Try again',
  children,
}: {
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
  children?: ReactNode;
}) {
  return (
    <div className={styles.state} role="alert">
      <p className={styles.stateTitle}>We could not load this</p>
      <p>{message}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
      {children}
    </div>
  );
}

export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className={styles.center}>
      <Spinner size={32} label={label} />
    </div>
  );
}
