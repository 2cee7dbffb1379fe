import { type ReactNode, useRef } from 'react';
import { Button } from '../actions/button';
import { useKitMessages } from '../i18n/use-kit-locale';
import { Dialog } from './dialog';

/** Props of {@link ConfirmDialog}. */
interface ConfirmDialogProps {
  readonly open: boolean;
  /** The question, e.g. "Redeem 1 000 points for this gift card?" */
  readonly title: ReactNode;
  /** What happens if they confirm. */
  readonly children?: ReactNode;
  /** Says what the action does ("Redeem", "Delete my account"), never just "OK". */
  readonly confirmLabel: string;
  /** "Cancel" by default. */
  readonly cancelLabel?: string;
  /** `danger` for an action that destroys or cannot be undone. */
  readonly tone?: 'primary' | 'danger';
  /** The action is under way: the confirm button is busy and the dialog stays open. */
  readonly busy?: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/**
 * Asks the visitor to confirm an action. Focus starts on Cancel, so Enter never confirms by
 * accident; Escape and × cancel.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const t = useKitMessages();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      initialFocus={cancelRef}
      actions={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel}>
            {cancelLabel ?? t.cancel}
          </Button>
          <Button variant={tone} busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
