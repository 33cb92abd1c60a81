import type { InputHTMLAttributes, ReactNode } from 'react';
import { type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { Field, Input, Select, Textarea } from '../../../components/ui/form';
import styles from './wizard.module.css';

interface Common<T extends FieldValues> {
  name: Path<T>;
  label: string;
  required?: boolean;
  hint?: ReactNode;
  full?: boolean;
}

function useError<T extends FieldValues>(name: Path<T>): string | undefined {
  const { formState, getFieldState } = useFormContext<T>();
  const message = getFieldState(name, formState).error?.message;
  return typeof message === 'string' ? message : undefined;
}

export function TextField<T extends FieldValues>({
  name,
  label,
  required,
  hint,
  full,
  ...input
}: Common<T> & Omit<InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  const { register } = useFormContext<T>();
  return (
    <Field
      label={label}
      required={required}
      hint={hint}
      error={useError(name)}
      className={full ? styles.full : undefined}
    >
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required}
          {...input}
          {...register(name)}
        />
      )}
    </Field>
  );
}

export function TextAreaField<T extends FieldValues>({ name, label, required, hint }: Common<T>) {
  const { register } = useFormContext<T>();
  return (
    <Field label={label} required={required} hint={hint} error={useError(name)} className={styles.full}>
      {({ id, describedBy, invalid }) => (
        <Textarea
          id={id}
          rows={4}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required}
          {...register(name)}
        />
      )}
    </Field>
  );
}

export function SelectField<T extends FieldValues>({
  name,
  label,
  required,
  hint,
  options,
  placeholder,
  disabled,
}: Common<T> & {
  options: readonly { value: string; label: string }[];
  placeholder: string;
  disabled?: boolean;
}) {
  const { register } = useFormContext<T>();
  return (
    <Field label={label} required={required} hint={hint} error={useError(name)}>
      {({ id, describedBy, invalid }) => (
        <Select
          id={id}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-required={required}
          {...register(name)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
