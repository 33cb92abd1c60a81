import { useEffect, useMemo, useRef } from 'react';
import { IconButton } from '../ui/button';
import { TrashIcon } from '../ui/icons';
import { formatFileSize } from './image-files';
import styles from './image-picker.module.css';

/** Previews of the chosen photos, the first marked as the cover, each with its remove button. */
export function PhotoThumbs({
  files,
  onRemove,
  focusWhenEmpty,
  cover = true,
}: {
  files: File[];
  /** Marks the first as the cover (a listing's photos; not a lone profile picture). */
  cover?: boolean;
  onRemove: (index: number) => void;
  /** Where focus goes once the last photo is removed. */
  focusWhenEmpty: () => void;
}) {
  const list = useRef<HTMLUListElement>(null);
  const focusAfterRemove = useRef<number | null>(null);
  const previews = useMemo(() => files.map((file) => ({ file, url: URL.createObjectURL(file) })), [files]);
  useEffect(
    () => () => {
      for (const preview of previews) URL.revokeObjectURL(preview.url);
    },
    [previews],
  );

  // After a removal, keyboard users stay in the list rather than being thrown back to the page's top.
  useEffect(() => {
    if (focusAfterRemove.current === null || !previews) return;
    const buttons = list.current?.querySelectorAll('button') ?? [];
    const next = buttons[Math.min(focusAfterRemove.current, buttons.length - 1)];
    if (next) next.focus();
    else focusWhenEmpty();
    focusAfterRemove.current = null;
  }, [previews, focusWhenEmpty]);

  if (previews.length === 0) return null;
  return (
    <ul ref={list} className={styles.thumbs}>
      {previews.map(({ file, url }, index) => (
        <li key={url} className={styles.thumb}>
          <img src={url} alt={`${index + 1}: ${file.name}`} className={styles.image} />
          {cover && index === 0 && <span className={styles.cover}>Cover</span>}
          <IconButton
            label={`Remove ${files.length === 1 ? 'picture' : `photo ${index + 1}`} (${file.name})`}
            className={styles.remove}
            onClick={() => {
              focusAfterRemove.current = index;
              onRemove(index);
            }}
          >
            <TrashIcon size={18} />
          </IconButton>
          <span className={styles.meta}>{formatFileSize(file.size)}</span>
        </li>
      ))}
    </ul>
  );
}
