import type { InputHTMLAttributes, ReactNode } from 'react';
import {
  type FieldValues,
  type FormState,
  get,
  type Path,
  type RegisterOptions,
  type UseFormRegister,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import { Field, Input, Select, Textarea } from '../ui/form';

interface Common {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
}

export type OptionList = readonly { value: string; label: string }[];

/** Option lists whose stored value is the label itself ('Street Parking', 'Central Air', ...). */
export const asOptions = (values: readonly string[]): OptionList =>
  values.map((value) => ({ value, label: value }));

/** What ties a control to its label, hint and error, for screen readers. */
const linked = (
  { id, describedBy, invalid }: { id: string; describedBy: string | undefined; invalid: boolean },
  required: boolean | undefined,
) => ({ id, 'aria-describedby': describedBy, 'aria-invalid': invalid, 'aria-required': required });

/** A field's registration and its current error message: `<TextField label="Title" {...bindField(form, 'title')} />`. */
export function bindField<V extends FieldValues>(
  form: { register: UseFormRegister<V>; formState: FormState<NoInfer<V>> },
  name: Path<V>,
  rules?: RegisterOptions<V, Path<V>>,
): { registration: UseFormRegisterReturn<Path<V>>; error: string | undefined } {
  const message: unknown = (get(form.formState.errors, name) as { message?: unknown } | undefined)?.message;
  return {
    registration: form.register(name, rules),
    error: typeof message === 'string' ? message : undefined,
  };
}

/** A labelled input tied to react-hook-form; label, hint and error are linked for screen readers. */
export function TextField({
  label,
  registration,
  error,
  required,
  hint,
  className,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'required'>) {
  return (
    <Field label={label} error={error} required={required} hint={hint} className={className}>
      {(ids) => <Input {...linked(ids, required)} {...input} {...registration} />}
    </Field>
  );
}

export function SelectField({
  label,
  registration,
  error,
  required,
  hint,
  className,
  options,
  placeholder = 'Choose one',
  disabled,
  autoComplete,
}: Common & { options: OptionList; placeholder?: string; disabled?: boolean; autoComplete?: string }) {
  return (
    <Field label={label} error={error} required={required} hint={hint} className={className}>
      {(ids) => (
        <Select {...linked(ids, required)} disabled={disabled} autoComplete={autoComplete} {...registration}>
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

export function TextAreaField({
  label,
  registration,
  error,
  required,
  hint,
  className,
  maxLength,
  rows = 5,
}: Common & { maxLength?: number; rows?: number }) {
  return (
    <Field label={label} error={error} required={required} hint={hint} className={className}>
      {(ids) => <Textarea {...linked(ids, required)} rows={rows} maxLength={maxLength} {...registration} />}
    </Field>
  );
}
