import type { CSSProperties } from 'react';
import styles from './clamped-text.module.css';

export interface ClampedTextProps {
  text: string;
  /** How many lines show before the ellipsis. */
  lines?: number;
  /** The fewest characters shown when there is room for them (CLAMP_MIN_CHARACTERS). */
  minChars?: number;
  className?: string;
}

/** Text clamped to `lines` by the width it has, cut at a word boundary, with the whole text on hover. */
export function ClampedText({ text, lines = 1, minChars, className }: ClampedTextProps) {
  const style = { '--clamp-lines': lines, '--clamp-min-chars': minChars ?? 0 } as CSSProperties;
  return (
    <span className={[styles.clamp, className].filter(Boolean).join(' ')} style={style} title={text}>
      {text}
    </span>
  );
}
