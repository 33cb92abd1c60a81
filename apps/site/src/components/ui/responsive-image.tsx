import type { ImageSet } from '@ile/shared/contracts/common';
import type { CSSProperties } from 'react';
import styles from './responsive-image.module.css';

export interface ResponsiveImageProps {
  image: ImageSet | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the image shows, so the browser picks the right variant. */
  sizes: string;
  /** Above-the-fold images load eagerly with high priority (LCP); everything else lazily. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * A listing picture as the API serves it: AVIF and WebP srcsets, a JPEG fallback, and the tiny blurred
 * placeholder painted underneath while the real picture loads.
 */
export function ResponsiveImage({ image, alt, sizes, priority, className, style }: ResponsiveImageProps) {
  const frame = [styles.frame, className].filter(Boolean).join(' ');
  if (!image) {
    return (
      <div className={`${frame} ${styles.empty}`} style={style}>
        No photo yet
      </div>
    );
  }
  return (
    <div
      className={frame}
      style={{ ...style, backgroundImage: image.placeholder ? `url("${image.placeholder}")` : undefined }}
    >
      <picture>
        {image.avifSrcset && <source type="image/avif" srcSet={image.avifSrcset} sizes={sizes} />}
        <source type="image/webp" srcSet={image.srcset} sizes={sizes} />
        <img
          src={image.src}
          alt={alt}
          width={image.width ?? undefined}
          height={image.height ?? undefined}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      </picture>
    </div>
  );
}
