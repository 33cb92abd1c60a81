import { NOTE_MAX_LENGTH } from '@ile/shared/constants/limits';
import { MESSAGES } from '@ile/shared/constants/messages';
import type { SavedItem } from '@ile/shared/contracts/wishlist';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Textarea } from '../../../components/ui/form';
import { useUpdateNote } from '../api/update-note';
import styles from './saved-properties.module.css';

/** 'Add note' / 'Edit note' for one saved property; `item` null means closed. */
export function NoteDialog({ item, onClose }: { item: SavedItem | null; onClose: () => void }) {
  const [text, setText] = useState('');
  const update = useUpdateNote();
  useEffect(() => {
    if (item) setText(item.note ?? '');
  }, [item]);

  const length = Array.from(text).length;
  const tooLong = length > NOTE_MAX_LENGTH;
  const save = () => {
    if (!item || tooLong) return;
    update.mutate({ wishlistId: item.id, note: text }, { onSuccess: onClose });
  };

  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={item?.note ? 'Edit note' : 'Add note'}
      description={item?.property_title}
      width={560}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={update.isPending} disabled={tooLong}>
            Save
          </Button>
        </>
      }
    >
      <Field
        label="Note"
        hint={
          <span className={styles.count}>
            <span>{MESSAGES.wishlist.noteMaxLabel}</span>
            <span className={tooLong ? styles.countOver : undefined}>
              {length} / {NOTE_MAX_LENGTH}
            </span>
          </span>
        }
        error={tooLong ? `Notes can be at most ${NOTE_MAX_LENGTH} characters` : undefined}
      >
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            rows={8}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="What stood out, questions for the owner, when to visit…"
          />
        )}
      </Field>
    </Dialog>
  );
}
