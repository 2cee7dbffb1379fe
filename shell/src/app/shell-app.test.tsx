import { normalizePath } from '@maple/contracts';
import { aCause, aMemberSummary, aPointsBalance, createFakeParcelHost } from '@maple/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SESSION_KEYS } from '../features/session/services/session-keys';
import { createMemoryStorage } from '../lib/safe-storage';
import { createTestConfig, createTestServices } from '../testing/create-test-services';
import { ShellApp } from './shell-app';

const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** A session token as the API issues it, valid for `seconds` more. */
const tokenExpiringIn = (seconds: number) =>
  `${base64url({ alg: 'HS256' })}.${base64url({ sub: 'c-1', exp: Math.floor(Date.now() / 1000) + seconds })}.sig`;

function renderAt(path: string, options?: Parameters<typeof createTestServices>[0]) {
  window.history.pushState({}, '', path);
  const test = createTestServices(options);
  render(<ShellApp services={test.services} />);
  return test;
}

/** Renders where a part loaded on demand (a dialog's chunk) shows at once: its load is awaited. */
async function renderAwaitingParts(path: string, options?: Parameters<typeof createTestServices>[0]) {
  let test!: ReturnType<typeof createTestServices>;
  await act(async () => {
    test = renderAt(path, options);
  });
  return test;
}

describe('ShellApp', () => {
  it('renders the chrome and a main landmark even before the site configuration arrives', () => {
    renderAt('/rewards/', { ready: false });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('records the page a visitor is on once they accept all cookies, and nothing before', async () => {
    const test = await renderAwaitingParts('/rewards/');
    expect(test.dataLayer).toEqual([]);

    act(() => test.services.chooseConsent(true));

    expect(test.dataLayer).toEqual([expect.objectContaining({ event: 'page_view', path: '/rewards/' })]);
  });

  it('shows its own login page in English with the page’s title and language', async () => {
    await renderAwaitingParts('/login/');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(document.title).toBe('Log in | Maple Rewards');
    expect(document.documentElement.lang).toBe('en-CA');
  });

  it('shows the French signup page on its path without the trailing slash', async () => {
    await renderAwaitingParts('/fr/inscrivez-vous');
    expect(screen.getByRole('heading', { level: 1, name: 'Inscription' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr-CA');
  });

  it('shows a localized not-found page for a path no app claims', async () => {
    await renderAwaitingParts('/fr/nulle-part');
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(document.title).toBe('Page introuvable | Maple Rewards');
  });

  it('shows the slot of the remote that owns the page and hides the others', () => {
    renderAt('/coupons/');
    expect(document.querySelector('[data-slot="coupons"]')).toBeVisible();
    expect(document.querySelector('[data-slot="rewards"]')).not.toBeVisible();
    expect(document.title).toBe('Coupons | Maple Rewards');
  });

  it('points the language switch at the counterpart page, keeping the query', () => {
    renderAt('/rewards/all/?sort=cost');
    expect(screen.getByRole('link', { name: 'Lire cette page en français' })).toHaveAttribute('href', '/fr/recompenses/toutes/?sort=cost');
  });

  it('points a served page’s language switch at its counterpart with the query and fragment, while the site is composed', () => {
    window.history.pushState({}, '', '/rewards/all/?sort=cost#list');
    const test = createTestServices({ ready: false });
    const prerendered = { app: 'rewards' as const, path: normalizePath('/rewards/all/'), counterpart: '/fr/recompenses/toutes/' };
    render(<ShellApp services={{ ...test.services, prerendered }} />);
    expect(screen.getByRole('link', { name: 'Lire cette page en français' })).toHaveAttribute(
      'href',
      '/fr/recompenses/toutes/?sort=cost#list',
    );
  });

  it('shows the maintenance page on every route when the configuration says so', () => {
    renderAt('/rewards/', { config: createTestConfig({ maintenance: true }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Be right back' })).toBeInTheDocument();
    expect(document.querySelector('[data-slot]')).toBeNull();
  });

  it('offers a reload when the site configuration cannot be read', async () => {
    const { services, reloads } = renderAt('/', { ready: false });
    await act(async () => services.boot.setState({ phase: 'failed', reason: 'offline' }, true));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'We could not load the site' })).toBeInTheDocument();
    act(() => within(alert).getByRole('button', { name: 'Reload the page' }).click());
    expect(reloads).toHaveLength(1);
  });

  it('sends a visitor on a protected page home and asks them to sign in to come back', async () => {
    await renderAwaitingParts('/fr/mon-compte/historique-des-points/');
    expect(window.location.pathname).toBe('/fr/');
    const dialog = await screen.findByRole('dialog', { name: 'Connectez-vous pour continuer' });
    expect(dialog).toHaveTextContent('La page demandée est réservée aux membres.');
    // Log in comes first, so the browser's dialog focuses it (e2e member-session.spec.ts).
    const [first] = within(dialog).getAllByRole('button');
    expect(first).toHaveAccessibleName('Se connecter');
  });

  it('says why a remote asks a visitor to sign in', async () => {
    const { services } = renderAt('/rewards/');
    await act(async () => services.modals.getState().open({ kind: 'loginPrompt', reason: 'sweepstakes', returnTo: '/rewards/all/' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in to continue' })).toHaveTextContent('Sign in to enter this sweepstakes.');
  });

  it('shows the notices apps ask for in the page’s language, until the visitor dismisses them', async () => {
    const { services } = renderAt('/fr/aide');
    const message = { 'en-CA': 'Your gift card is on its way.', 'fr-CA': 'Votre carte-cadeau est en route.' };
    await act(async () => services.store.actions.showAlert({ id: 'gift', tone: 'success', message }));
    const notices = await screen.findByRole('region', { name: 'Avis' });
    expect(within(notices).getByRole('status')).toHaveTextContent('Votre carte-cadeau est en route.');
    await userEvent.click(within(notices).getByRole('button', { name: 'Fermer cet avis' }));
    expect(screen.queryByRole('region', { name: 'Avis' })).toBeNull();
  });

  it('says the site is still working while a call to the API is slow', async () => {
    jest.useFakeTimers();
    const { services } = renderAt('/help');
    let finish!: () => void;
    let call!: Promise<void>;
    act(() => {
      call = services.activity.track(new Promise<void>((resolve) => (finish = resolve)));
      jest.advanceTimersByTime(1500);
    });
    expect(screen.getByText('Still working on it…')).toBeInTheDocument();
    await act(async () => {
      finish();
      await call;
    });
    expect(screen.queryByText('Still working on it…')).toBeNull();
    jest.useRealTimers();
  });

  it('shows neither a member nor the sign-in buttons while a stored session is resumed', () => {
    const { services } = renderAt('/help');
    act(() => services.store.actions.setSessionRestoring(true));
    const account = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(account).getByRole('status')).toHaveTextContent('Signing you back in…');
    expect(within(account).queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('shows a member their balance and how many messages they have not read', async () => {
    const message = (messageId: string, read: boolean) => ({ messageId, subject: messageId, body: '', read, sentAt: '2026-11-20' });
    const { services } = renderAt('/help', {
      answers: {
        points: { ok: true, data: aPointsBalance(1250) },
        messages: { ok: true, data: { messages: [message('a', false), message('b', true), message('c', false)] } },
      },
    });
    await act(async () => services.store.actions.signIn(aMemberSummary()));
    const account = screen.getByRole('navigation', { name: 'Your account' });
    expect(await within(account).findByText('1,250 points')).toBeInTheDocument();
    expect(await within(account).findByRole('link', { name: /^Messages\s*,\s*2 unread messages$/ })).toHaveAttribute(
      'href',
      '/my-messages',
    );
  });

  it('puts a member’s messages, account and logout in the folded menu too, for a phone’s two-row header', async () => {
    const { services } = renderAt('/help', { answers: { messages: { ok: true, data: { messages: [] } } } });
    await act(async () => services.store.actions.signIn(aMemberSummary()));
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(await within(menu).findByRole('link', { name: 'My account' })).toHaveAttribute('href', '/my-account');
    expect(within(menu).getByRole('link', { name: 'Messages' })).toHaveAttribute('href', '/my-messages');
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('welcomes a member recognised on a campaign page, with their account and logout, and asks the API nothing', async () => {
    const { services, apiCalls } = renderAt('/fr/recyclage/');
    await act(async () => services.store.actions.recogniseMember());
    const account = screen.getByRole('navigation', { name: 'Votre compte' });
    expect(await within(account).findByText('Bon retour')).toBeInTheDocument();
    expect(within(account).getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/fr/mon-compte');
    expect(within(account).getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    expect(within(account).queryByRole('button', { name: 'Se connecter' })).toBeNull();
    expect(apiCalls).toEqual([]);
  });

  it('asks a visitor who joins without a cause for one, WWF-Canada first, and signs them up with the one they pick', async () => {
    const causes = [aCause(), aCause({ causeId: '002TLOH', shortKey: 'tloh', name: 'Tide Loads of Hope disaster relief' })];
    const { storage, services, session } = renderAt('/help', { answers: { causes: { ok: true, data: { causes } } } });
    const signIn = jest.spyOn(session, 'signIn').mockResolvedValue();
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Your account' })).getByRole('button', { name: 'Sign up' }));

    const dialog = await screen.findByRole('dialog', { name: 'Choose the cause you will support' });
    const choice = await within(dialog).findByRole('combobox', { name: 'Your cause' });
    expect(choice).toHaveDisplayValue('WWF-Canada');
    await userEvent.selectOptions(choice, 'Tide Loads of Hope disaster relief');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to sign-up' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storage.getItem(SESSION_KEYS.chosenCause)).toBe('002TLOH');
    expect(services.store.getState().charityId).toBe('002TLOH');
    expect(signIn).toHaveBeenCalledWith({ locale: 'en-CA', returnTo: '/help', signup: true });
  });

  it('goes straight to sign-up with a cause chosen before, and asks nothing when signing in', async () => {
    const storage = createMemoryStorage();
    storage.setItem(SESSION_KEYS.chosenCause, '003EPP');
    const { session } = renderAt('/help', { storage });
    const signIn = jest.spyOn(session, 'signIn').mockResolvedValue();
    const account = screen.getByRole('navigation', { name: 'Your account' });
    await userEvent.click(within(account).getByRole('button', { name: 'Sign up' }));
    await userEvent.click(within(account).getByRole('button', { name: 'Log in' }));
    expect(signIn.mock.calls).toEqual([
      [{ locale: 'en-CA', returnTo: '/help', signup: true }],
      [{ locale: 'en-CA', returnTo: '/help', signup: false }],
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes a visitor’s ?cause= as the cause they will join with', async () => {
    const { storage, services } = await renderAwaitingParts('/fr/inscrivez-vous?cause=tloh');
    expect(storage.getItem(SESSION_KEYS.chosenCause)).toBe('002TLOH');
    expect(services.store.getState().charityId).toBe('002TLOH');
  });

  it('asks a visitor with ?printCoupons on any page to sign in for coupons first, in French too', async () => {
    await renderAwaitingParts('/fr/?printCoupons');
    const dialog = await screen.findByRole('dialog', { name: 'Connectez-vous pour continuer' });
    expect(dialog).toHaveTextContent('Connectez-vous pour ajouter et imprimer des bons de réduction.');
    expect(window.location.pathname).toBe('/fr/');
  });

  it('takes a member with ?pledge on any page to the impact page, where the pledge runs', async () => {
    const storage = createMemoryStorage();
    storage.setItem(SESSION_KEYS.loggedIn, 'true');
    storage.setItem(SESSION_KEYS.token, tokenExpiringIn(600));
    const { session } = renderAt('/fr/recyclage/?pledge', { storage });
    await act(async () => session.recognise(() => 'fr-CA'));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/fr/impact/?pledge');
  });

  it('tells the visitor when sign-in is unavailable, and tries again on request', async () => {
    const retried: number[] = [];
    const { services } = renderAt('/coupons/');
    await act(async () => services.modals.getState().open({ kind: 'signInUnavailable', retry: () => retried.push(1) }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign-in is unavailable right now' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(retried).toEqual([1]);
  });

  it('tells a visitor whose browser blocks storage that they cannot be signed in', async () => {
    renderAt('/help', { persistentStorage: false });
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Your account' })).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'We can’t sign you in.' })).toHaveTextContent('Allow cookies for this site');
  });

  it('hides the language switch on the alwayscoupon2025 campaign', () => {
    renderAt('/coupons/?campaign=alwayscoupon2025');
    expect(screen.queryByRole('link', { name: 'Lire cette page en français' })).toBeNull();
  });

  it('puts the site-wide parcels (the welcome, the onboarding tracker) near the top, above the page', async () => {
    const { services } = renderAt('/rewards/');
    const ready = services.boot.getState();
    if (ready.phase !== 'ready') throw new Error('the test site is ready');
    const { host } = createFakeParcelHost({
      'onboarding-tracker': (element) => {
        element.innerHTML = '<aside aria-label="Your onboarding">Answer welcome survey 1 of 3</aside>';
      },
    });
    act(() => {
      const remotes = ready.composition.remotes.map((remote) =>
        remote.app === 'account' ? { ...remote, parcels: [{ name: 'onboarding-tracker', siteWide: true, membersOnly: true }] } : remote,
      );
      services.boot.setState({ ...ready, composition: { ...ready.composition, remotes }, parcels: host }, true);
      services.store.actions.signIn(aMemberSummary());
    });

    const tracker = await screen.findByRole('complementary', { name: 'Your onboarding' });
    const main = screen.getByRole('main');
    expect(tracker.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('banner').compareDocumentPosition(tracker) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('counts page visits for the onboarding tracker', () => {
    const { services } = renderAt('/help');
    act(() => {
      window.history.pushState({}, '', '/about');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(services.store.getState().pageVisits).toBe(2);
  });

  it('follows navigation done by a remote', () => {
    renderAt('/help');
    act(() => {
      window.history.pushState({}, '', '/fr/aide');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(document.title).toBe('Aide | Maple Rewards');
    expect(screen.getByRole('navigation', { name: 'Principale' })).toBeInTheDocument();
  });
});
