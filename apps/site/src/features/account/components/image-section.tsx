import { IMAGE_MIME_TYPES, SINGLE_IMAGE_MAX_BYTES } from '@ile/shared/constants/uploads';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { FieldMessage } from '../../../components/ui/form';
import { UserIcon } from '../../../components/ui/icons';
import { useUpdateProfile } from '../api/update-profile';
import styles from './account.module.css';
import { InfoSection } from './info-section';
import type { SectionProps } from './section-props';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The browser's first look at a picture; the server checks the content again. */
export function checkImage(file: File): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type))
    return 'Choose a JPEG, PNG or WebP picture';
  if (file.size > SINGLE_IMAGE_MAX_BYTES) return 'The picture must be at most 10 MB';
  return null;
}

export function Avatar({ src, size }: { src: string | null; size: number }) {
  return src ? (
    <img className={styles.avatar} src={src} alt="" width={size} height={size} />
  ) : (
    <span className={styles.avatar} style={{ width: size, height: size }} aria-hidden>
      <UserIcon size={size / 2} />
    </span>
  );
}

export function ImageSection({ user, editing, onEdit, onCancel, onSaved }: SectionProps) {
  const update = useUpdateProfile();
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!editing) {
      setPreview(null);
      setError(null);
    }
  }, [editing]);

  const choose = async (file: File | undefined) => {
    setPreview(null);
    if (!file) return;
    const problem = checkImage(file);
    setError(problem);
    if (!problem) setPreview(await readAsDataUrl(file));
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!preview) {
      setError(error ?? 'Choose a picture first');
      return;
    }
    update.mutate({ type: 'image', image: preview }, { onSuccess: onSaved });
  };

  return (
    <InfoSection
      id="image"
      label="Profile picture"
      value={<Avatar src={user.profile_image} size={56} />}
      editLabel={user.profile_image ? 'Change' : 'Add'}
      editing={editing}
      onEdit={onEdit}
      onCancel={onCancel}
      onSubmit={submit}
      saving={update.isPending}
    >
      <div className={styles.imagePicker}>
        <Avatar src={preview ?? user.profile_image} size={96} />
        <div className={styles.field}>
          <label htmlFor={inputId} className={styles.fileLabel}>
            Choose a picture
          </label>
          <input
            id={inputId}
            type="file"
            accept={IMAGE_MIME_TYPES.join(',')}
            className={styles.file}
            aria-describedby={`${inputId}-hint`}
            aria-invalid={Boolean(error)}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <span id={`${inputId}-hint`} className={styles.hint}>
            JPEG, PNG or WebP, at most 10 MB. {preview ? 'This is how it will look.' : ''}
          </span>
          {error && <FieldMessage tone="error">{error}</FieldMessage>}
        </div>
      </div>
    </InfoSection>
  );
}
