import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field, Input } from '../../../components/ui/form';
import styles from './student-form.module.css';

export interface SchoolDetails {
  universityEmail: string;
  university: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function check(values: SchoolDetails): Partial<SchoolDetails> {
  const found: Partial<SchoolDetails> = {};
  if (!EMAIL.test(values.universityEmail.trim())) found.universityEmail = 'Enter a valid email address';
  if (!values.university.trim()) found.university = 'This field is required';
  return found;
}

/** Step 1: the school email and name; Continue asks for the location next. */
export function SchoolStep({
  initial,
  onContinue,
  busy,
}: {
  initial: SchoolDetails;
  onContinue: (details: SchoolDetails) => void;
  busy: boolean;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<SchoolDetails>>({});
  // A field showing an error is checked again as it changes, so the message goes once it is right.
  const change = (name: keyof SchoolDetails, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (errors[name]) setErrors({ ...errors, [name]: check(next)[name] });
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check(values);
    setErrors(found);
    if (found.universityEmail || found.university) {
      event.currentTarget.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    onContinue({ universityEmail: values.universityEmail.trim(), university: values.university.trim() });
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h2 className={styles.heading}>Your school</h2>
      <Field
        label="School email"
        required
        error={errors.universityEmail}
        hint="The address your school gave you"
      >
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            type="email"
            autoComplete="email"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-required
            value={values.universityEmail}
            onChange={(event) => change('universityEmail', event.target.value)}
          />
        )}
      </Field>
      <Field label="School name" required error={errors.university}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            autoComplete="organization"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
            aria-required
            value={values.university}
            onChange={(event) => change('university', event.target.value)}
          />
        )}
      </Field>
      <p className={styles.note}>
        When you continue we ask for your device's location to help confirm where you study. You can refuse.
      </p>
      <div className={styles.actions} style={{ justifyContent: 'flex-end' }}>
        <Button type="submit" loading={busy}>
          Continue
        </Button>
      </div>
    </form>
  );
}
