import { IMAGE_MIME_TYPES, SINGLE_IMAGE_MAX_BYTES } from '@ile/shared/constants/uploads';
import { type ChangeEvent, useRef, useState } from 'react';
import { type FieldValues, type Path, type PathValue, useController, useFormContext } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/form';
import styles from './wizard.module.css';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** One picture read as a data URL (what the API takes), with a preview and a way to remove it. */
export function ImageField<T extends FieldValues>({
  name,
  label,
  required,
  hint,
}: {
  name: Path<T>;
  label: string;
  required?: boolean;
  hint?: string;
}) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ name, control });
  const [fileName, setFileName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setProblem(null);
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
      setProblem('Images must be JPEG, PNG or WebP');
    } else if (file.size > SINGLE_IMAGE_MAX_BYTES) {
      setProblem(`Each image must be at most ${SINGLE_IMAGE_MAX_BYTES / 1024 / 1024} MB`);
    } else {
      setFileName(file.name);
      field.onChange((await readAsDataUrl(file)) as PathValue<T, Path<T>>);
      return;
    }
    event.target.value = '';
  };
  const clear = () => {
    setFileName(null);
    field.onChange('' as PathValue<T, Path<T>>);
    if (input.current) input.current.value = '';
  };

  const error =
    problem ?? (typeof fieldState.error?.message === 'string' ? fieldState.error.message : undefined);
  return (
    <Field label={label} required={required} hint={hint} error={error} className={styles.full}>
      {({ id, describedBy, invalid }) => (
        <div className={styles.file}>
          {field.value ? <img className={styles.preview} src={field.value} alt="" /> : null}
          <input
            ref={input}
            id={id}
            type="file"
            accept={IMAGE_MIME_TYPES.join(',')}
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            onChange={choose}
            onBlur={field.onBlur}
          />
          <span className="muted">{fileName ?? 'No file selected'}</span>
          {field.value ? (
            <Button variant="ghost" size="small" onClick={clear}>
              Remove
            </Button>
          ) : null}
        </div>
      )}
    </Field>
  );
}
