import type { ImageSet } from '@ile/shared/contracts/common';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import styles from './edit-listing.module.css';

/**
 * New pictures for the listing. Choosing files replaces every current picture (3 to 20, checked by the
 * server); choosing none keeps them. The first is previewed.
 */
export function ImagesField({
  files,
  onChange,
  current,
  error,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  current: ImageSet | undefined;
  error?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const first = files[0];

  useEffect(() => {
    if (!first) return setPreview(null);
    const url = URL.createObjectURL(first);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [first]);

  const clear = () => {
    if (input.current) input.current.value = '';
    onChange([]);
  };

  return (
    <fieldset className={styles.images} aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend>Property images</legend>
      <div className={styles.preview}>
        {preview ? (
          <img src={preview} alt="Preview of the first new file" />
        ) : current ? (
          <ResponsiveImage image={current} alt="Current cover" sizes="320px" />
        ) : (
          <span className="muted">No image</span>
        )}
      </div>
      <div className={styles.picker}>
        <label htmlFor={id} className={styles.pickButton}>
          Choose images
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          className="visually-hidden"
          onChange={(event) => onChange(Array.from(event.target.files ?? []))}
        />
        <span aria-live="polite">
          {files.length === 0
            ? 'No file selected'
            : `${files.length} ${files.length === 1 ? 'file' : 'files'} selected`}
        </span>
        {files.length > 0 && (
          <Button variant="ghost" size="small" onClick={clear}>
            Clear
          </Button>
        )}
      </div>
      <span id={`${id}-hint`} className={styles.hint}>
        New images replace the current ones: choose 3 to 20 JPEG, PNG or WebP files of at most 10 MB each.
        Leave empty to keep the current images.
      </span>
      {error && (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
