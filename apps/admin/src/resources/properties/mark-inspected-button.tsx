import { INSPECTION_MAX_PHOTOS } from '@ile/shared/constants/verification';
import type { PropertyRecord } from '@ile/shared/contracts/admin/properties';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Button as MuiButton,
  TextField,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { Button, useCanAccess, useRecordContext } from 'react-admin';
import { InspectIcon } from '../../components/icons';
import { useConsoleAction } from '../../components/use-console-action';

const today = () => new Date().toISOString().slice(0, 10);

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
    reader.readAsDataURL(file);
  });
}

/**
 * "Mark inspected": a reviewer records a visit (its day, what they saw, optional photos); the listing shows
 * "Inspected <day>" for 180 days from the visit.
 */
export function MarkInspectedButton() {
  const record = useRecordContext<PropertyRecord>();
  const { canAccess } = useCanAccess({ resource: 'properties', action: 'inspect' });
  const [open, setOpen] = useState(false);
  const [visitedOn, setVisitedOn] = useState(today);
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [touched, setTouched] = useState(false);
  const titleId = useId();
  const inspect = useConsoleAction(
    async (dataProvider, { id }: { id: string }) =>
      dataProvider.markPropertyInspected(id, {
        visitedOn,
        note: note.trim(),
        ...(photos.length > 0 ? { photos: await Promise.all(photos.map(readAsDataUrl)) } : {}),
      }),
    {
      success: 'Listing marked inspected: the badge shows for 180 days',
      onSuccess: () => {
        setOpen(false);
        setNote('');
        setPhotos([]);
        setTouched(false);
      },
    },
  );
  if (!record || record.status === 'deleted' || !canAccess) return null;
  const noteError = touched && note.trim().length === 0 ? 'Say what you checked' : null;
  const dayError =
    touched && (!visitedOn || visitedOn > today()) ? 'The visit cannot be in the future' : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (note.trim().length === 0 || !visitedOn || visitedOn > today()) return;
    inspect.mutate({ id: String(record.id) });
  };

  return (
    <>
      <Button label="Mark inspected" variant="outlined" onClick={() => setOpen(true)}>
        <InspectIcon />
      </Button>
      <Dialog
        open={open}
        onClose={inspect.isPending ? undefined : () => setOpen(false)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
      >
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>Mark inspected</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2 }}>
            <DialogContentText>
              {record.inspected_at
                ? `Last inspected ${record.inspected_at.slice(0, 10)}. `
                : 'Not inspected yet. '}
              Record the visit: the listing shows "Inspected" with this day for 180 days.
            </DialogContentText>
            <TextField
              type="date"
              label="Visited on"
              required
              value={visitedOn}
              onChange={(event) => setVisitedOn(event.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today() } }}
              error={Boolean(dayError)}
              helperText={dayError ?? ' '}
            />
            <TextField
              label="What was checked"
              required
              multiline
              minRows={3}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              error={Boolean(noteError)}
              helperText={noteError ?? 'For staff: rooms, water, power, documents seen, who was there'}
            />
            <MuiButton variant="outlined" component="label">
              {photos.length > 0
                ? `${photos.length} photo(s) chosen`
                : `Add photos (optional, up to ${INSPECTION_MAX_PHOTOS})`}
              <input
                hidden
                type="file"
                multiple
                accept="image/jpeg,image/png,image/webp"
                aria-label="Inspection photos"
                onChange={(event) =>
                  setPhotos([...(event.target.files ?? [])].slice(0, INSPECTION_MAX_PHOTOS))
                }
              />
            </MuiButton>
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)} disabled={inspect.isPending}>
              Cancel
            </MuiButton>
            <MuiButton type="submit" variant="contained" disabled={inspect.isPending}>
              Save inspection
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
