import styles from './property-gallery.module.css';

/** "14 KB": what a photo will cost, rounded up, so a small one never reads as 0 KB. */
export function formatKilobytes(bytes: number): string {
  return `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
}

/**
 * Over a data-saving gallery's photo that has not been asked for (its blurred placeholder shows beneath): the
 * button that loads it, with what it will cost when the api knows.
 */
export function TapToLoad({
  photo,
  of,
  bytes,
  onLoad,
}: {
  /** 1-based, as the counter shows it. */
  photo: number;
  of: number;
  bytes: number | null;
  onLoad: () => void;
}) {
  return (
    <button
      type="button"
      className={styles.tapToLoad}
      aria-label={`Tap to load photo ${photo} of ${of}${bytes === null ? '' : `, ${formatKilobytes(bytes)}`}`}
      onClick={onLoad}
    >
      <span>Tap to load photo</span>
      {bytes !== null && <span className={styles.tapSize}>{formatKilobytes(bytes)}</span>}
    </button>
  );
}
