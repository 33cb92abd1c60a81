import { IMAGE_UPLOAD_RULES } from '@ile/shared/constants/uploads';
import { type ChangeEvent, type DragEvent, type Ref, useCallback, useId, useRef, useState } from 'react';
import { ImageIcon } from '../ui/icons';
import { Spinner } from '../ui/spinner';
import { addImages } from './image-files';
import styles from './image-picker.module.css';
import { PhotoThumbs } from './photo-thumbs';

const { minCount, maxCount, maxBytes, mimeTypes } = IMAGE_UPLOAD_RULES;

export interface ImagePickerProps {
  /** Given to the add button, so "focus the first invalid field" can land here. */
  ref?: Ref<HTMLButtonElement>;
  files: File[];
  onChange: (files: File[]) => void;
  error?: string;
  /** Defaults: a listing's photos (3 to 20, the first the cover). */
  label?: string;
  hint?: string;
  min?: number;
  max?: number;
  required?: boolean;
}

function addTitle(single: boolean, count: number): string {
  if (single) return count === 0 ? 'Add a picture' : 'Replace the picture';
  return count === 0 ? 'Add photos' : 'Add more photos';
}

/**
 * Chooses pictures: previews, remove buttons, and the server's rules checked up front. Listing photos by
 * default; with `max={1}` one picture (a profile picture, a logo), which a new choice replaces.
 */
export function ImagePicker({
  ref,
  files,
  onChange,
  error,
  min = minCount,
  max = maxCount,
  label = `Photos (at least ${min})`,
  hint = `${min} to ${max} photos, JPEG, PNG or WebP, up to ${maxBytes / 1024 / 1024} MB each. The first photo is the cover.`,
  required = true,
}: ImagePickerProps) {
  const single = max === 1;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [checking, setChecking] = useState(false);
  const [dragging, setDragging] = useState(false);

  const add = async (picked: File[]) => {
    if (picked.length === 0) return;
    setChecking(true);
    const result = await addImages(single ? [] : files, picked, max);
    setChecking(false);
    setProblems(result.problems);
    onChange(result.files);
  };
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    event.target.value = ''; // so choosing the same file again still fires a change
    void add(picked);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void add(Array.from(event.dataTransfer.files));
  };
  const remove = (index: number) => {
    setProblems([]);
    onChange(files.filter((_, at) => at !== index));
  };
  const focusAdd = useCallback(() => addButton.current?.focus(), []);
  const setAddButton = (element: HTMLButtonElement | null) => {
    addButton.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  };

  const describedBy = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <fieldset className={styles.picker} aria-describedby={describedBy}>
      <legend className={styles.legend}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden>
            *
          </span>
        )}
      </legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      <input
        ref={input}
        type="file"
        aria-label={single ? `Choose ${label.toLowerCase()}` : 'Choose photos'}
        accept={mimeTypes.join(',')}
        multiple={!single}
        hidden
        onChange={onPick}
      />
      <button
        ref={setAddButton}
        type="button"
        className={[styles.drop, dragging && styles.dragging].filter(Boolean).join(' ')}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={describedBy}
        onClick={() => input.current?.click()}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        disabled={checking || (!single && files.length >= max)}
      >
        {checking ? <Spinner size={20} label="" /> : <ImageIcon size={24} />}
        <span className={styles.dropTitle}>{addTitle(single, files.length)}</span>
        <span className={styles.dropHint}>
          {single ? 'Choose a file or drop it here' : 'Choose files or drop them here'}
        </span>
      </button>
      {!single && (
        <p className={styles.count} aria-live="polite">
          {files.length} of {max} photos added
          {files.length < min ? `, add ${min - files.length} more` : ''}
        </p>
      )}
      {problems.length > 0 && (
        <ul className={styles.problems} role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
      <PhotoThumbs files={files} onRemove={remove} focusWhenEmpty={focusAdd} cover={!single} />
    </fieldset>
  );
}
