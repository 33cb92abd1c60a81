import styles from './property-gallery.module.css';

/** "14 KB": what a photo will cost, rounded up, so a small one never reads as 0 KB. */
export function formatKilobytes(bytes: number): string {
  return `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
}

/**
 * Over a data-saving gallery's photo that has not been asked for (its blurred placeholder shows beneath): the
 * button that loads it, with what it will cost when the api knows. Its name is its text, so what speech
 * control users say is what they see.
 */
export function TapToLoad({ bytes, onLoad }: { bytes: number | null; onLoad: () => void }) {
  return (
    <button type="button" className={styles.tapToLoad} onClick={onLoad}>
      {bytes === null ? 'Tap to load photo' : `Tap to load photo (${formatKilobytes(bytes)})`}
    </button>
  );
}
