import { type ReactNode, type RefObject, type SyntheticEvent, useEffect, useId, useRef } from 'react';
import { useKitMessages } from '../i18n/use-kit-locale';
import styles from './dialog.module.css';

/** Props of {@link Dialog}. */
interface DialogProps {
  /** Shown (as a modal) while true. */
  readonly open: boolean;
  /** The visitor asked to close it: the × button, Escape, or your own buttons calling it. */
  readonly onClose: () => void;
  /** The dialog's heading, which also names it. */
  readonly title: ReactNode;
  /** `alertdialog` for a message that interrupts (an error); `dialog` otherwise. */
  readonly role?: 'dialog' | 'alertdialog';
  /** The × button's accessible name: "Close" by default. */
  readonly closeLabel?: string;
  /** Buttons at the bottom, right-aligned. */
  readonly actions?: ReactNode;
  /** What gets focus when it opens; by default the browser's choice, the first focusable element. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  readonly children?: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` element and `showModal()`: the browser makes the
 * rest of the page inert and keeps focus inside; Escape and the labelled × button ask
 * `onClose`; the title names the dialog; when it closes, focus goes back to what had it.
 */
export function Dialog({ open, onClose, title, role = 'dialog', closeLabel, actions, initialFocus, children }: DialogProps) {
  const t = useKitMessages();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const openRef = useRef(open);
  openRef.current = open;
  // Whether `onClose` was already asked since the dialog opened (Escape, then the browser's close).
  const closeAsked = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeAsked.current = false;
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    return () => {
      // The owner closes it: nothing to ask when the browser reports the close.
      closeAsked.current = true;
      if (dialog.open) dialog.close();
      // Also when the dialog leaves the page without closing (its owner stops rendering it).
      if (opener?.isConnected) opener.focus();
    };
  }, [open, initialFocus]);

  // Escape: the browser fires `cancel`; the owner decides, through `onClose`.
  const askToClose = () => {
    if (closeAsked.current) return;
    closeAsked.current = true;
    onCloseRef.current();
  };
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    askToClose();
  };
  // The browser may close it by itself (Escape without a user gesture since it opened).
  const onNativeClose = () => {
    if (openRef.current) askToClose();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      onCancel={onCancel}
      onClose={onNativeClose}
    >
      {open && (
        <div className={styles.inner}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <div className={styles.body}>{children}</div>
          {actions && <div className={styles.actions}>{actions}</div>}
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel ?? t.close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </dialog>
  );
}
