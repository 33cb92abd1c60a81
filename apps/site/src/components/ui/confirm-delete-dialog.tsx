import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  question: string;
  note: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
}

/** The spec's delete confirmation: a question, a permanence note, the destructive action and Cancel. */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  question,
  note,
  confirmLabel,
  pending,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={question}
      description={note}
      width={440}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {null}
    </Dialog>
  );
}
