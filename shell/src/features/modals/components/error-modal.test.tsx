import { createSiteStore } from '../../../lib/site-store';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { messages } from '../../../i18n/messages';
import { ErrorModal } from './error-modal';

function renderModal(locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const store = createSiteStore();
  render(
    <IntlProvider locale={locale} messages={messages[locale]}>
      <button type="button">Redeem</button>
      <ErrorModal store={store} />
    </IntlProvider>,
  );
  return store;
}

describe('ErrorModal', () => {
  it('is closed until an error code is set', () => {
    renderModal();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the message and the first code, even when more errors follow', () => {
    const store = renderModal();
    act(() => {
      store.actions.setErrorModal(1275);
      store.actions.setErrorModal(1276);
    });
    const dialog = screen.getByRole('alertdialog', { name: 'OOPS! Something went wrong. Please try again.' });
    expect(dialog).toHaveTextContent('Error code: 1275');
  });

  it('takes focus, closes with Escape and gives focus back', async () => {
    const user = userEvent.setup();
    const store = renderModal();
    const trigger = screen.getByRole('button', { name: 'Redeem' });
    trigger.focus();
    act(() => store.actions.setErrorModal(1200));
    expect(screen.getByRole('alertdialog')).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(store.getState().errorModalCode).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    const store = renderModal();
    act(() => store.actions.setErrorModal(1001));
    const dialog = screen.getByRole('alertdialog');
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('lets the next error in once closed', async () => {
    const user = userEvent.setup();
    const store = renderModal();
    act(() => store.actions.setErrorModal(1001));
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    act(() => store.actions.setErrorModal(1002));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Error code: 1002');
  });

  it('speaks French on French pages', () => {
    const store = renderModal('fr-CA');
    act(() => store.actions.setErrorModal(1275));
    expect(screen.getByRole('alertdialog', { name: 'OUPS! Une erreur s’est produite. Veuillez réessayer.' })).toHaveTextContent(
      'Code d’erreur : 1275',
    );
  });
});
