import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { IntlProvider } from 'react-intl';
import { testMessages } from '#src/testing/test-messages.ts';
import { useStoreInTransitions } from '#src/hooks/use-store-in-transitions.ts';
import { type RemoteStatusStore, createRemoteStatusStore, selectStatuses } from '../services/remote-status-store';
import { RemoteSlots } from './remote-slots';

/** The slots as the layout renders them: following the status store. */
function FollowedSlots({ statuses, ...props }: Omit<ComponentProps<typeof RemoteSlots>, 'statuses'> & { statuses: RemoteStatusStore }) {
  return <RemoteSlots {...props} statuses={useStoreInTransitions(statuses, selectStatuses)} />;
}

function renderSlots(locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const statuses = createRemoteStatusStore();
  const retried: string[] = [];
  render(
    <IntlProvider locale={locale} messages={testMessages[locale]}>
      <FollowedSlots apps={['rewards', 'coupons']} active="rewards" statuses={statuses} onRetry={(app) => retried.push(app)} />
    </IntlProvider>,
  );
  return { statuses, retried };
}

describe('RemoteSlots', () => {
  it('gives every remote a slot to mount into', () => {
    renderSlots();
    expect(document.getElementById('mfe-slot-rewards')).not.toBeNull();
    expect(document.getElementById('mfe-slot-coupons')).not.toBeNull();
  });

  it('says the active remote is loading, once the load is slow enough to notice', async () => {
    const { statuses } = renderSlots();
    act(() => statuses.getState().set('rewards', { state: 'loading' }));
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await waitFor(() => expect(status).toHaveTextContent('Loading…'));
    expect(document.querySelector('[data-slot="rewards"]')).toHaveAttribute('aria-busy', 'true');
  });

  it('says it in French on French pages', async () => {
    const { statuses } = renderSlots('fr-CA');
    act(() => statuses.getState().set('rewards', { state: 'loading' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Chargement…'));
  });

  it('shows the fallback in the failed remote’s slot and retries that remote', async () => {
    const { statuses, retried } = renderSlots();
    await act(async () => statuses.getState().set('rewards', { state: 'failed', phase: 'load', message: 'offline' }));
    const slot = document.querySelector<HTMLElement>('[data-slot="rewards"]');
    if (!slot) throw new Error('no rewards slot');
    const alert = await within(slot).findByRole('alert');
    expect(alert).toHaveTextContent('This part of the site could not load');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(retried).toEqual(['rewards']);
  });

  it('leaves other slots alone when one remote fails', () => {
    const { statuses } = renderSlots();
    act(() => statuses.getState().set('coupons', { state: 'failed', phase: 'mount', message: 'boom' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks French on French pages', async () => {
    const { statuses } = renderSlots('fr-CA');
    await act(async () => statuses.getState().set('rewards', { state: 'failed', phase: 'timeout', message: 'slow' }));
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('leaves a served page in its slot, without the skeleton, while its remote loads', () => {
    const statuses = createRemoteStatusStore();
    const prerendered = { app: 'campaigns', path: '/recycling', counterpart: '/fr/recyclage/' };
    const { rerender } = render(
      <IntlProvider locale="en-CA" messages={testMessages['en-CA']}>
        <FollowedSlots apps={['campaigns']} active="campaigns" statuses={statuses} onRetry={() => {}} prerendered={prerendered} />
      </IntlProvider>,
    );
    document.getElementById('mfe-slot-campaigns')?.insertAdjacentHTML('beforeend', '<h1>Recycling</h1>');
    act(() => statuses.getState().set('campaigns', { state: 'loading' }));
    rerender(
      <IntlProvider locale="en-CA" messages={testMessages['en-CA']}>
        <FollowedSlots
          apps={['campaigns', 'rewards']}
          active="campaigns"
          statuses={statuses}
          onRetry={() => {}}
          prerendered={prerendered}
        />
      </IntlProvider>,
    );
    expect(document.getElementById('mfe-slot-campaigns')).toContainElement(screen.getByRole('heading', { name: 'Recycling' }));
    expect(document.querySelector('[data-slot="campaigns"]')).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
