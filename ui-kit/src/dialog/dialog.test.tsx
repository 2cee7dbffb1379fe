import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithIntl } from '../testing/render-with-intl';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';

// What the dialog renders and whom it tells. Focus, Escape and the inert page behind are the
// browser's <dialog> at work: e2e/tests/ui-kit.spec.ts checks them in Chromium, not here.

function Page({ role }: { role?: 'dialog' | 'alertdialog' }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open details
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Gift card details"
        role={role}
        actions={<button type="button">Redeem</button>}
      >
        <p>A $25 card for 2 500 points.</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('shows nothing until it opens, then a dialog named by its title with its content and actions', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Page />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog', { name: 'Gift card details' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveTextContent('A $25 card for 2 500 points.');
    expect(within(dialog).getByRole('button', { name: 'Redeem' })).toBeInTheDocument();
  });

  it('asks its owner to close when its close button is pressed', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithIntl(
      <Dialog open onClose={onClose} title="Gift card details">
        <p>A $25 card for 2 500 points.</p>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('can interrupt as an alert dialog', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Page role="alertdialog" />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    expect(screen.getByRole('alertdialog', { name: 'Gift card details' })).toBeInTheDocument();
  });

  it('labels its close button in French on French pages', () => {
    renderWithIntl(
      <Dialog open onClose={() => undefined} title="Détails">
        <p>Texte</p>
      </Dialog>,
      { locale: 'fr-CA' },
    );
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });

  it('labels its close button as its owner asks', () => {
    renderWithIntl(
      <Dialog open onClose={() => undefined} title="Session expired" closeLabel="Stay signed out">
        <p>Sign in again.</p>
      </Dialog>,
    );
    expect(screen.getByRole('button', { name: 'Stay signed out' })).toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  function renderConfirm({ busy = false, cancelLabel }: { busy?: boolean; cancelLabel?: string } = {}) {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithIntl(
      <ConfirmDialog
        open
        title="Delete your account?"
        confirmLabel="Delete my account"
        cancelLabel={cancelLabel}
        tone="danger"
        busy={busy}
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        <p>Your points will be lost.</p>
      </ConfirmDialog>,
    );
    return { dialog: screen.getByRole('dialog', { name: 'Delete your account?' }), onConfirm, onCancel };
  }

  it('confirms with the button that says what it does', async () => {
    const user = userEvent.setup();
    const { dialog, onConfirm, onCancel } = renderConfirm();
    expect(dialog).toHaveTextContent('Your points will be lost.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('cancels, without confirming, with its Cancel button and with its close button', async () => {
    const user = userEvent.setup();
    const { dialog, onConfirm, onCancel } = renderConfirm();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('names its cancel button as its owner asks', () => {
    const { dialog } = renderConfirm({ cancelLabel: 'Keep my account' });
    expect(within(dialog).getByRole('button', { name: 'Keep my account' })).toBeInTheDocument();
  });

  it('shows its confirm button busy, and not pressable twice, while the action is under way', async () => {
    const user = userEvent.setup();
    const { dialog, onConfirm } = renderConfirm({ busy: true });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
