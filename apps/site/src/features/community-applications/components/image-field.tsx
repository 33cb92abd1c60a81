import { useState } from 'react';
import { type FieldValues, type Path, type PathValue, useController, useFormContext } from 'react-hook-form';
import { readAsDataUrl } from '../../../components/images/image-files';
import { ImagePicker } from '../../../components/images/image-picker';
import styles from './wizard.module.css';

/** One picture, chosen with the site's image picker and held in the form as a data URL (what the API takes). */
export function ImageField<T extends FieldValues>({
  name,
  label,
  required,
  hint,
}: {
  name: Path<T>;
  label: string;
  required?: boolean;
  hint: string;
}) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ name, control });
  const [files, setFiles] = useState<File[]>([]);

  const change = async (chosen: File[]) => {
    setFiles(chosen);
    const [file] = chosen;
    field.onChange((file ? await readAsDataUrl(file) : '') as PathValue<T, Path<T>>);
  };
  return (
    <div className={styles.full}>
      <ImagePicker
        ref={field.ref}
        files={files}
        onChange={(chosen) => void change(chosen)}
        error={typeof fieldState.error?.message === 'string' ? fieldState.error.message : undefined}
        label={label}
        hint={hint}
        min={required ? 1 : 0}
        max={1}
        required={required}
      />
    </div>
  );
}
