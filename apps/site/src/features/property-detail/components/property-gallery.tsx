import type { ImageSet } from '@ile/shared/contracts/common';
import { useState } from 'react';
import { IconButton } from '../../../components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { useDataSaver } from '../../../lib/data-saver';
import { useIsWide } from '../../../lib/use-media-query';
import { LISTING_GALLERY_SIZES } from '../gallery-sizes';
import { lastStartIndex, smallImageIndexes, stepStartIndex } from '../utils/gallery-index';
import styles from './property-gallery.module.css';
import { TapToLoad } from './tap-to-load';

const SMALL_SIZES = '(min-width: 1200px) 400px, 33vw';

/**
 * One large picture and up to three small ones; arrows step through, a small one becomes the large one. With
 * data saver on, only the first photo loads (small); the others show their blurred placeholder until tapped.
 */
export function PropertyGallery({ images, title }: { images: ImageSet[]; title: string }) {
  const wide = useIsWide();
  const { on: savingData } = useDataSaver();
  const [tapped, setTapped] = useState<ReadonlySet<number>>(() => new Set([0]));
  const loaded = (index: number) => !savingData || tapped.has(index);
  const [requested, setStart] = useState(0);
  // The screen may have narrowed or widened since the last step: keep the start within the rule.
  const start = stepStartIndex(requested, 0, images.length, wide);
  const last = lastStartIndex(images.length, wide);
  const small = wide ? smallImageIndexes(start, images.length) : [];

  if (images.length === 0) {
    return <ResponsiveImage image={undefined} alt="" sizes="100vw" className={styles.single} />;
  }
  return (
    <section className={`${styles.gallery} ${small.length === 0 ? styles.alone : ''}`} aria-label="Photos">
      <div className={styles.large}>
        <ResponsiveImage
          image={images[start]}
          alt={`${title}, photo ${start + 1} of ${images.length}`}
          sizes={LISTING_GALLERY_SIZES}
          priority={start === 0}
          className={styles.picture}
          placeholderOnly={!loaded(start)}
        />
        {!loaded(start) && (
          <TapToLoad
            bytes={images[start]?.dataSaverBytes ?? null}
            onLoad={() => setTapped((was) => new Set(was).add(start))}
          />
        )}
        {images.length > 1 && (
          <>
            <IconButton
              label="Previous photo"
              className={`${styles.arrow} ${styles.previous}`}
              disabled={start === 0}
              onClick={() => setStart(stepStartIndex(start, -1, images.length, wide))}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              label="Next photo"
              className={`${styles.arrow} ${styles.next}`}
              disabled={start >= last}
              onClick={() => setStart(stepStartIndex(start, 1, images.length, wide))}
            >
              <ChevronRightIcon />
            </IconButton>
            <span className={styles.counter} aria-live="polite">
              {start + 1} / {images.length}
            </span>
          </>
        )}
      </div>
      {small.length > 0 && (
        <div className={styles.smalls}>
          {small.map((index) => (
            <button
              key={index}
              type="button"
              className={styles.small}
              aria-label={`Show photo ${index + 1} of ${images.length}`}
              onClick={() => setStart(stepStartIndex(index, 0, images.length, wide))}
            >
              <ResponsiveImage
                image={images[index]}
                alt=""
                sizes={SMALL_SIZES}
                className={styles.picture}
                placeholderOnly={!loaded(index)}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
