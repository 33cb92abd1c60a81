import styles from './account.module.css';

export type Tone = 'success' | 'warning' | 'danger' | 'neutral';

const TONES: Record<string, Tone> = {
  successful: 'success',
  ready: 'success',
  pending: 'warning',
  processing: 'warning',
  unsuccessful: 'danger',
  failed: 'danger',
  abandoned: 'neutral',
  expired: 'neutral',
};

const LABELS: Record<string, string> = {
  successful: 'Successful',
  unsuccessful: 'Unsuccessful',
  pending: 'Pending',
  processing: 'Preparing',
  ready: 'Ready',
  failed: 'Failed',
  abandoned: 'Abandoned',
  expired: 'Expired',
};

/** A status word in a coloured pill; the word itself carries the meaning, the colour only helps. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span className={styles.badge} data-tone={TONES[status] ?? 'neutral'}>
      {label ?? LABELS[status] ?? status}
    </span>
  );
}
