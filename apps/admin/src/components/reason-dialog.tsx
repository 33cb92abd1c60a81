import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { type FormEvent, useId, useState } from 'react';

export const REASON_MAX_LENGTH = 1000;

interface ReasonDialogProps {
  open: boolean;
  title: string;
  /** Who reads the reason, e.g. "The applicant sees this reason." */
  explanation: string;
  confirmLabel: string;
  busy?: boolean;
  /** Suspension reasons are optional; rejection reasons are not. */
  required?: boolean;
  /** The text field's label; "Reason" unless told (an approval asks what was checked). */
  fieldLabel?: string;
  /** The confirm button's colour: red for a refusal, green for an approval. */
  confirmColor?: 'error' | 'success';
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Asks for the reason of a decision; with `required`, confirming is refused until one is given. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { open, title, explanation, confirmLabel, busy = false, required = true, onConfirm, onClose } = props;
  const { fieldLabel = 'Reason', confirmColor = 'error' } = props;
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const titleId = useId();
  const trimmed = reason.trim();
  const missing = fieldLabel === 'Reason' ? 'A reason is required' : `${fieldLabel} is required`;
  const error = required && trimmed.length === 0 ? missing : null;
  const tooLong = trimmed.length > REASON_MAX_LENGTH;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setTouched(true);
    if (error || tooLong) return;
    onConfirm(trimmed);
  };
  const close = () => {
    setReason('');
    setTouched(false);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      // React events bubble through the portal: keep clicks in the dialog away from a clickable list row.
      onClick={(event) => event.stopPropagation()}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{explanation}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            label={fieldLabel}
            required={required}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && Boolean(error || tooLong)}
            helperText={
              touched && (error || tooLong)
                ? (error ?? `At most ${REASON_MAX_LENGTH} characters`)
                : `${trimmed.length}/${REASON_MAX_LENGTH}`
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color={confirmColor} disabled={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
