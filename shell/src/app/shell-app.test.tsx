import { aMemberSummary, aPointsBalance } from '@maple/contracts/testing';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestConfig, createTestServices } from '../testing/create-test-services';
import { ShellApp } from './shell-app';

function renderAt(path: string, options?: Parameters<typeof createTestServices>[0]) {
  window.history.pushState({}, '', path);
  const test = createTestServices(options);
  render(<ShellApp services={test.services} />);
  return test;
}

describe('ShellApp', () => {
  it('renders the chrome and a main landmark even before the site configuration arrives', () => {
    renderAt('/rewards/', { ready: false });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows its own login page in English with the page’s title and language', () => {
    renderAt('/login/');
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(document.title).toBe('Log in | Maple Rewards');
    expect(document.documentElement.lang).toBe('en-CA');
  });

  it('shows the French signup page on its path without the trailing slash', () => {
    renderAt('/fr/inscrivez-vous');
    expect(screen.getByRole('heading', { level: 1, name: 'Inscription' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr-CA');
  });

  it('shows a localized not-found page for a path no app claims', () => {
    renderAt('/fr/nulle-part');
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

  it('shows the maintenance page on every route when the configuration says so', () => {
    renderAt('/rewards/', { config: createTestConfig({ maintenance: true }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Be right back' })).toBeInTheDocument();
    expect(document.querySelector('[data-slot]')).toBeNull();
  });

  it('offers a reload when the site configuration cannot be read', () => {
    const { services, reloads } = renderAt('/', { ready: false });
    act(() => services.boot.setState({ phase: 'failed', reason: 'offline' }, true));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'We could not load the site' })).toBeInTheDocument();
    act(() => within(alert).getByRole('button', { name: 'Reload the page' }).click());
    expect(reloads).toHaveLength(1);
  });

  it('sends a visitor on a protected page home and asks them to sign in to come back', async () => {
    renderAt('/fr/mon-compte/historique-des-points/');
    expect(window.location.pathname).toBe('/fr/');
    const dialog = await screen.findByRole('dialog', { name: 'Connectez-vous pour continuer' });
    expect(dialog).toHaveTextContent('La page demandée est réservée aux membres.');
    expect(within(dialog).getByRole('button', { name: 'Se connecter' })).toHaveFocus();
  });

  it('says why a remote asks a visitor to sign in', async () => {
    const { services } = renderAt('/rewards/');
    act(() => services.modals.getState().open({ kind: 'loginPrompt', reason: 'sweepstakes', returnTo: '/rewards/all/' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in to continue' })).toHaveTextContent('Sign in to enter this sweepstakes.');
  });

  it('shows the notices apps ask for in the page’s language, until the visitor dismisses them', async () => {
    const { services } = renderAt('/fr/aide');
    const message = { 'en-CA': 'Your gift card is on its way.', 'fr-CA': 'Votre carte-cadeau est en route.' };
    act(() => services.store.actions.showAlert({ id: 'gift', tone: 'success', message }));
    const notices = screen.getByRole('region', { name: 'Avis' });
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
    const { session } = renderAt('/help');
    act(() => session.status.setState({ restoring: true }));
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
    act(() => services.store.actions.signIn(aMemberSummary()));
    const account = screen.getByRole('navigation', { name: 'Your account' });
    expect(await within(account).findByText('1,250 points')).toBeInTheDocument();
    expect(await within(account).findByRole('link', { name: /^Messages\s*,\s*2 unread messages$/ })).toHaveAttribute(
      'href',
      '/my-messages',
    );
  });

  it('tells the visitor when sign-in is unavailable, and tries again on request', async () => {
    const retried: number[] = [];
    const { services } = renderAt('/coupons/');
    act(() => services.modals.getState().open({ kind: 'signInUnavailable', retry: () => retried.push(1) }));
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
