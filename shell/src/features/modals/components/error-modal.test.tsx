import { createSiteStore } from '#src/lib/site-store.ts';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { testMessages } from '#src/testing/test-messages.ts';
import { ErrorModal } from './error-modal';

function renderModal(locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const store = createSiteStore();
  render(
    <IntlProvider locale={locale} messages={testMessages[locale]}>
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

  // Where the focus goes (in, kept in, back) is the browser's modal dialog: proven in Chromium
  // by e2e failures-shown.spec.ts and ui-kit.spec.ts, not by jsdom's stand-in.
  it('closes with Escape and clears the error', async () => {
    const user = userEvent.setup();
    const store = renderModal();
    act(() => store.actions.setErrorModal(1200));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(store.getState().errorModalCode).toBeNull();
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
