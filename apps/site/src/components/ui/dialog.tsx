import { type CSSProperties, type ReactNode, type SyntheticEvent, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from './button';
import styles from './dialog.module.css';
import { CloseIcon } from './icons';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Max width in px (default 480). */
  width?: number;
}

const FIRST_FIELD =
  '[data-autofocus], input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';
const FOCUSABLE = 'button:not(:disabled), [href], [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the browser's own <dialog> (showModal): the page behind is inert, focus is trapped
 * and starts on the first field, Escape, the backdrop and the × close it, and focus returns to where it was.
 * The native element costs no JavaScript, which keeps dialogs out of the first-load budget.
 */
export function Dialog({ open, onOpenChange, title, description, children, footer, width }: DialogProps) {
  if (!open) return null;
  return createPortal(
    <OpenDialog
      onClose={() => onOpenChange(false)}
      title={title}
      description={description}
      footer={footer}
      width={width}
    >
      {children}
    </OpenDialog>,
    document.body,
  );
}

function OpenDialog({
  onClose,
  title,
  description,
  children,
  footer,
  width,
}: Omit<DialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const first =
      dialog.querySelector<HTMLElement>(FIRST_FIELD) ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => {
      if (dialog.open) dialog.close();
      previous?.focus();
    };
  }, []);

  const close = (event: SyntheticEvent) => {
    event.preventDefault();
    closeRef.current();
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      style={width ? ({ '--dialog-width': `${width}px` } as CSSProperties) : undefined}
      onCancel={close}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close(event);
      }}
      // A click on the dialog element itself (not its content) is a click on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) close(event);
      }}
    >
      <div className={styles.content}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {description && (
            <p id={descriptionId} className={styles.description}>
              {description}
            </p>
          )}
        </div>
        {children}
        {footer && <div className={styles.footer}>{footer}</div>}
        {/* Last in the DOM so focus starts on the content; drawn in the corner. */}
        <IconButton label="Close" className={styles.close} onClick={() => closeRef.current()}>
          <CloseIcon />
        </IconButton>
      </div>
    </dialog>
  );
}
