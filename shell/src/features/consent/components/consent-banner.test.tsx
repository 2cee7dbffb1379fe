import { createSiteStore } from '#src/lib/site-store.ts';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { testMessages } from '#src/testing/test-messages.ts';
import { createMemoryStorage } from '#src/lib/safe-storage.ts';
import { CONSENT_KEY, recordConsent, restoreConsent } from '../services/consent';
import { ConsentBanner } from './consent-banner';

function renderBanner(locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const store = createSiteStore();
  const storage = createMemoryStorage();
  render(
    <IntlProvider locale={locale} messages={testMessages[locale]}>
      <ConsentBanner store={store} onChoice={(acceptAll) => recordConsent(storage, store, acceptAll)} />
    </IntlProvider>,
  );
  return { store, storage };
}

describe('ConsentBanner', () => {
  it('is not in a served page: the choice is stored in the browser', () => {
    const banner = (
      <IntlProvider locale="en-CA" messages={testMessages['en-CA']}>
        <ConsentBanner store={createSiteStore()} onChoice={() => undefined} />
      </IntlProvider>
    );
    expect(renderToString(banner)).toBe('');
  });

  it('asks until the visitor accepts, then records the choice', async () => {
    const { store, storage } = renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('region', { name: 'Cookie choices' })).toBeNull();
    expect(store.getState().cookiesAccepted).toBe(true);
    expect(storage.getItem(CONSENT_KEY)).toBe('all');
  });

  it('records a refusal too, and tracking stays off', async () => {
    const { store, storage } = renderBanner('fr-CA');
    expect(screen.getByRole('region', { name: 'Choix des témoins' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nécessaires seulement' }));
    expect(store.getState().cookiesAccepted).toBe(false);
    expect(storage.getItem(CONSENT_KEY)).toBe('necessary');
  });

  it('is not shown again once a choice is stored', () => {
    const store = createSiteStore();
    const storage = createMemoryStorage();
    storage.setItem(CONSENT_KEY, 'necessary');
    restoreConsent(storage, store);
    expect(store.getState().cookiesAccepted).toBe(false);
  });
});
