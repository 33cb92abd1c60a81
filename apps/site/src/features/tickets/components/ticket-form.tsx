import { TEXT_LIMITS } from '@ile/shared/constants/limits';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextAreaField, TextField } from '../../../components/form/form-fields';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { errorMessage, toast } from '../../../lib/toast';
import { useCreateTicket } from '../api/create-ticket';
import styles from './tickets.module.css';

interface TicketValues {
  senderName: string;
  subject: string;
  description: string;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}

/** Create a ticket: name, subject and description are required, a picture is optional. */
export function TicketForm({ defaultName }: { defaultName: string }) {
  const create = useCreateTicket();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const defaults: TicketValues = { senderName: defaultName, subject: '', description: '' };
  const { register, handleSubmit, reset, setError, formState } = useForm<TicketValues>({
    defaultValues: defaults,
  });
  const errors = formState.errors;

  const clear = () => {
    reset(defaults);
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = handleSubmit(async (values) => {
    try {
      const image = file ? await readAsDataUrl(file) : undefined;
      const { message } = await create.mutateAsync({ ...values, image, fileName: file?.name });
      toast.success(message);
      clear();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const name of ['senderName', 'subject', 'description'] as const) {
          const text = error.fields[name]?.[0];
          if (text) setError(name, { message: text });
        }
      }
      toast.error(errorMessage(error));
    }
  });

  const text = (name: keyof TicketValues, label: string, max: number) =>
    register(name, {
      required: `Enter ${label}`,
      validate: (value) => value.trim() !== '' || `Enter ${label}`,
      maxLength: { value: max, message: `Use at most ${max} characters` },
    });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="new-ticket-title">
      <h2 id="new-ticket-title" className={styles.sectionTitle}>
        Create a ticket
      </h2>
      <TextField
        label="Requester Name"
        required
        autoComplete="name"
        registration={text('senderName', 'your name', TEXT_LIMITS.name * 2)}
        error={errors.senderName?.message}
      />
      <TextField
        label="Ticket subject"
        required
        registration={text('subject', 'a subject', 200)}
        error={errors.subject?.message}
      />
      <TextAreaField
        label="Description"
        required
        hint="What happened, and what you expected"
        registration={text('description', 'a description', TEXT_LIMITS.description)}
        error={errors.description?.message}
      />
      <div className={styles.file}>
        <label htmlFor={fileId} className={styles.fileButton}>
          Attach an image (optional)
        </label>
        <input
          ref={fileInput}
          id={fileId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="visually-hidden"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        <span aria-live="polite">{file ? file.name : 'No file selected'}</span>
        {file && (
          <Button
            variant="ghost"
            size="small"
            onClick={() => {
              setFile(null);
              if (fileInput.current) fileInput.current.value = '';
            }}
          >
            Remove
          </Button>
        )}
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={clear} disabled={formState.isSubmitting}>
          Cancel
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          Submit ticket
        </Button>
      </div>
    </form>
  );
}
