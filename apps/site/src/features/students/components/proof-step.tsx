import { STUDENT_PROOF_TYPE_OPTIONS, type StudentProofType } from '@ile/shared/constants/uploads';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/form';
import { checkProof, readAsDataUrl } from '../hooks/check-proof';
import styles from './student-form.module.css';

export interface Proof {
  proofType: StudentProofType;
  documents: string;
}

/** Step 2: the proof picture (pre-checked against the server's rules) and its type. */
export function ProofStep({
  onSubmit,
  onCancel,
  busy,
}: {
  onSubmit: (proof: Proof) => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const [proofType, setProofType] = useState<StudentProofType | null>(null);
  const [documents, setDocuments] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ file?: string; type?: string }>({});
  const [checking, setChecking] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    setDocuments(null);
    setFileName(null);
    if (!file) return;
    setChecking(true);
    const problem = await checkProof(file);
    setChecking(false);
    if (problem) {
      setErrors((current) => ({ ...current, file: problem }));
      input.value = '';
      return;
    }
    setErrors((current) => ({ ...current, file: undefined }));
    setFileName(file.name);
    setDocuments(await readAsDataUrl(file));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      file: documents ? undefined : (errors.file ?? 'Upload a picture of your proof'),
      type: proofType ? undefined : 'Choose ID or Eligibility',
    };
    setErrors(found);
    if (documents && proofType) onSubmit({ proofType, documents });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <h2 className={styles.heading}>Proof of studentship</h2>
      <div className={styles.guidance} id="proof-guidance">
        Your picture must be:
        <ul>
          <li>a JPEG or PNG image</li>
          <li>at least 1024×768 pixels</li>
          <li>between 100 KB and 1 MB</li>
        </ul>
      </div>
      <Field label="Proof document" required error={errors.file} hint={fileName ?? 'No file selected'}>
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="file"
            accept="image/jpeg,image/png"
            aria-describedby={['proof-guidance', describedBy].filter(Boolean).join(' ')}
            aria-invalid={invalid || undefined}
            onChange={choose}
          />
        )}
      </Field>
      <fieldset className={styles.radios} aria-describedby={errors.type ? 'proof-type-error' : undefined}>
        <legend className={styles.legend}>Proof type</legend>
        {STUDENT_PROOF_TYPE_OPTIONS.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name="proofType"
              value={option.value}
              checked={proofType === option.value}
              onChange={() => setProofType(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      {errors.type && (
        <span id="proof-type-error" className={styles.error} role="alert">
          {errors.type}
        </span>
      )}
      <p className={styles.note}>Applications cannot be edited after they are sent.</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={busy || checking}>
          Process my application
        </Button>
      </div>
    </form>
  );
}
