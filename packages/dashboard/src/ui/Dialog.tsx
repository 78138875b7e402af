import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { busy } from './busy';
import { keepFocusNear } from './focusLanding';

/**
 * A modal dialog on the native `<dialog>` element opened with `showModal()`: the page behind is inert (focus stays
 * inside), Escape closes it, and focus goes back to what had it before the dialog opened. Focus starts on the
 * element marked `data-autofocus` (else the browser's choice: the first control), whatever comes before it.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const before = document.activeElement as HTMLElement | null;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      dialog.close();
      // The opener may have been redrawn meanwhile; give focus back only if it is still on the page.
      if (before?.isConnected) before.focus();
    };
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <div className="stack">
          <h2 id={titleId}>{title}</h2>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}

/**
 * A button whose action needs a second yes: it opens a dialog saying what will happen, with Cancel focused first
 * (Enter on a mistaken click does nothing harmful) and the action's own name on the confirming button. When the
 * action removes the button (a revoked key's row has none), focus goes to its section's heading.
 */
export function ConfirmButton({
  children,
  title,
  message,
  confirm,
  onConfirm,
  disabled,
  pending = false,
  className = 'danger',
}: {
  children: ReactNode;
  title: string;
  message: ReactNode;
  confirm: string;
  onConfirm: () => void;
  disabled?: boolean;
  /** The action is running: the button refuses clicks but keeps focus (see `busy`). */
  pending?: boolean;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className={className}
        disabled={disabled}
        {...busy(pending)}
        onClick={() => setOpen(true)}
      >
        {children}
      </button>
      <Dialog open={open} title={title} onClose={() => setOpen(false)}>
        <div>{message}</div>
        <div className="row dialog-actions">
          <button type="button" data-autofocus="" onClick={() => setOpen(false)}>
            Cancel
          </button>
          <button
            type="button"
            className="danger"
            onClick={() => {
              setOpen(false);
              if (opener.current) keepFocusNear(opener.current);
              onConfirm();
            }}
          >
            {confirm}
          </button>
        </div>
      </Dialog>
    </>
  );
}
