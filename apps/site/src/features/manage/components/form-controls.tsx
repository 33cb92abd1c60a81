import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input, Select, Textarea } from '../../../components/ui/form';

interface Common {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: string;
  required?: boolean;
  hint?: ReactNode;
}

/** A labelled input wired to react-hook-form (id, hint and error linked for screen readers). */
export function TextField({
  label,
  registration,
  error,
  required,
  hint,
  ...input
}: Common & Omit<React.InputHTMLAttributes<HTMLInputElement>, 'name'>) {
  return (
    <Field label={label} error={error} required={required} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          aria-required={required}
          {...input}
          {...registration}
        />
      )}
    </Field>
  );
}

export function SelectField({
  label,
  registration,
  error,
  required,
  hint,
  options,
  placeholder,
  disabled,
}: Common & {
  options: readonly { value: string; label: string }[];
  placeholder: string;
  disabled?: boolean;
}) {
  return (
    <Field label={label} error={error} required={required} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <Select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          aria-required={required}
          disabled={disabled}
          {...registration}
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

export function TextAreaField({ label, registration, error, required, hint }: Common) {
  return (
    <Field label={label} error={error} required={required} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <Textarea
          id={id}
          rows={6}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          aria-required={required}
          {...registration}
        />
      )}
    </Field>
  );
}
