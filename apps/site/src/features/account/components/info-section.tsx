import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import styles from './account.module.css';

export interface InfoSectionProps {
  id: string;
  label: string;
  /** What the section shows when closed. */
  value: ReactNode;
  editing: boolean;
  onEdit: () => void;
  onCancel: () => void;
  /** The form's fields; the section draws the form, Cancel and Save around them. */
  children: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  /** Text for the Edit button when the value is empty (e.g. 'Add'). */
  editLabel?: string;
}

/** One row of personal info: its value and Edit, or (while editing) a form with Cancel and Save. */
export function InfoSection({
  id,
  label,
  value,
  editing,
  onEdit,
  onCancel,
  children,
  onSubmit,
  saving,
  editLabel = 'Edit',
}: InfoSectionProps) {
  const sectionRef = useRef<HTMLElement>(null);
  const focusInside = useRef(false);
  const wasEditing = useRef(editing);

  // Opening a form puts the cursor in its first field; closing it under the keyboard user's focus sends focus
  // back to this row's Edit button.
  useEffect(() => {
    const section = sectionRef.current;
    if (!wasEditing.current && editing) {
      section?.querySelector<HTMLElement>('form :is(input, select, textarea)')?.focus();
    } else if (wasEditing.current && !editing && focusInside.current) {
      section?.querySelector<HTMLButtonElement>('[data-edit]')?.focus();
    }
    wasEditing.current = editing;
  }, [editing]);

  const headingId = `${id}-heading`;
  return (
    <section
      ref={sectionRef}
      className={styles.row}
      aria-labelledby={headingId}
      onFocus={() => {
        focusInside.current = true;
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) focusInside.current = false;
      }}
    >
      <div className={styles.rowHead}>
        <div className={styles.rowText}>
          <h2 id={headingId} className={styles.rowLabel}>
            {label}
          </h2>
          {!editing && <div className={styles.rowValue}>{value}</div>}
        </div>
        {editing ? (
          <Button variant="ghost" size="small" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        ) : (
          <Button
            data-edit
            variant="ghost"
            size="small"
            onClick={onEdit}
            aria-label={`${editLabel} ${label.toLowerCase()}`}
          >
            {editLabel}
          </Button>
        )}
      </div>
      {editing && (
        <form className={styles.rowForm} onSubmit={onSubmit} noValidate aria-label={label}>
          {children}
          <div className={styles.actions}>
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
