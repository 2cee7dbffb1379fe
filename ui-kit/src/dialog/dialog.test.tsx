import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithIntl } from '../testing/render-with-intl';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';

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
  it('opens as a modal named by its title, with focus inside', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Page />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog', { name: 'Gift card details' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveTextContent('A $25 card for 2 500 points.');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Page />);
    const opener = screen.getByRole('button', { name: 'Open details' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with its labelled close button', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open details' })).toHaveFocus();
  });

  it('keeps Tab inside while it is open', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('can interrupt as an alert dialog', async () => {
    const user = userEvent.setup();
    renderWithIntl(<Page role="alertdialog" />);
    await user.click(screen.getByRole('button', { name: 'Open details' }));
    expect(screen.getByRole('alertdialog', { name: 'Gift card details' })).toBeInTheDocument();
  });

  it('gives focus back when its owner stops rendering it', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { unmount } = renderWithIntl(
      <Dialog open onClose={() => undefined} title="Session expired">
        <p>Sign in again.</p>
      </Dialog>,
    );
    expect(opener).not.toHaveFocus();
    act(() => unmount());
    expect(opener).toHaveFocus();
    opener.remove();
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
});

describe('ConfirmDialog', () => {
  function Confirm({ onConfirm }: { onConfirm: () => void }) {
    const [open, setOpen] = useState(true);
    return (
      <ConfirmDialog
        open={open}
        title="Delete your account?"
        confirmLabel="Delete my account"
        tone="danger"
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      >
        <p>Your points will be lost.</p>
      </ConfirmDialog>
    );
  }

  it('starts on Cancel, so Enter does not confirm by accident', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    renderWithIntl(<Confirm onConfirm={onConfirm} />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('confirms with the button that says what it does', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    renderWithIntl(<Confirm onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('Your points will be lost.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
