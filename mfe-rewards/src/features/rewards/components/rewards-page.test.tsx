import { aPointsBalance, aRewardList, createFakeSiteApi, signedInState } from '@maple/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '#src/testing/render-page.tsx';
import { answer, CATALOGUE, failed } from '#src/testing/reward-fixtures.ts';
import { RewardsPage } from './rewards-page';

describe('RewardsPage', () => {
  it('shows a visitor the anonymous catalogue: three featured rewards, then every kind', async () => {
    const { api, calls } = createFakeSiteApi({ anonymousRewards: answer(aRewardList(CATALOGUE)) });
    renderPage(<RewardsPage />, { path: '/rewards/', props: { api } });

    expect(screen.getByRole('heading', { level: 1, name: 'Rewards' })).toBeInTheDocument();
    const featured = await screen.findByRole('region', { name: 'Featured rewards' });
    expect(
      within(featured)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Win $5,000 cash', 'Donate $5 to WWF-Canada', '$10 Cineplex gift card']);
    for (const kind of ['Sweepstakes entries', 'Cause donations', 'Gift cards', 'Digital subscriptions', 'Local experiences']) {
      expect(screen.getByRole('region', { name: kind })).toBeInTheDocument();
    }
    expect(screen.getByText('Members redeem points for these rewards')).toBeInTheDocument();
    expect(calls.map((call) => call.id)).not.toContain('rewards');
  });

  it('tells an opted-out member their membership is inactive and how to opt back in, never to join or sign in', async () => {
    const user = userEvent.setup();
    const { api } = createFakeSiteApi({ anonymousRewards: answer(aRewardList(CATALOGUE)) });
    const { props } = renderPage(<RewardsPage />, { path: '/rewards/', props: { api, state: signedInState({ optedOut: true }) } });

    expect(screen.getByText('Your membership is inactive')).toBeInTheDocument();
    expect(screen.queryByText(/Join Maple Rewards or sign in/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opt back in' }));
    expect(props.asked).toContainEqual({ command: 'promptLogin', argument: { reason: 'protectedPage', returnTo: '/rewards/' } });
  });

  it('says which rewards cannot be redeemed: CURRENTLY UNAVAILABLE and out of stock', async () => {
    const { api } = createFakeSiteApi({ anonymousRewards: answer(aRewardList(CATALOGUE)) });
    renderPage(<RewardsPage />, { path: '/rewards/', props: { api } });

    const giftCards = await screen.findByRole('region', { name: 'Gift cards' });
    const card = (name: string) => within(giftCards).getByRole('heading', { name }).closest('li') as HTMLElement;
    expect(within(card('$20 Shoppers gift card')).getByText('CURRENTLY UNAVAILABLE')).toBeInTheDocument();
    expect(within(card('$25 Indigo gift card')).getByText('Out of stock')).toBeInTheDocument();
  });

  it('shows a member their points and the member list, with what they still need for each reward', async () => {
    const { api, calls } = createFakeSiteApi({
      rewards: answer(aRewardList(CATALOGUE)),
      points: answer(aPointsBalance(600, { pendingPoints: 10 })),
    });
    renderPage(<RewardsPage />, { path: '/rewards/', props: { api, state: signedInState() } });

    const summary = await screen.findByRole('region', { name: 'Your points' });
    expect(await within(summary).findByText('Available to redeem')).toBeInTheDocument();
    expect(within(summary).getAllByText('600 points')).toHaveLength(2);
    expect(within(summary).getByText('10 points')).toBeInTheDocument();
    const giftCards = await screen.findByRole('region', { name: 'Gift cards' });
    const cineplex = within(giftCards).getByRole('heading', { name: '$10 Cineplex gift card' }).closest('li');
    expect(cineplex).toHaveTextContent('400 points more needed');
    expect(calls.map((call) => call.id)).not.toContain('anonymousRewards');
  });

  it('names, describes and labels rewards in French on the French page, from the French custom fields', async () => {
    const { api } = createFakeSiteApi({ anonymousRewards: answer(aRewardList(CATALOGUE)) });
    renderPage(<RewardsPage />, { path: '/fr/recompenses/', props: { api } });

    // A French amount keeps its `$` on its line: the space before it does not break.
    expect((await screen.findAllByRole('heading', { name: 'Carte-cadeau Cineplex de 10\u00a0$' })).length).toBeGreaterThan(0);
    expect(screen.getByRole('region', { name: 'Cartes-cadeaux' })).toBeInTheDocument();
    expect(screen.getByText('ACTUELLEMENT NON DISPONIBLE')).toBeInTheDocument();
    expect(screen.getAllByText('À propos de Carte-cadeau Cineplex de 10 $.').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: /^Tout voir/ })[0]).toHaveAttribute('href', '/fr/recompenses/toutes/?type=sweepstakes');
  });

  it('links each kind to all the rewards of that kind', async () => {
    const { api } = createFakeSiteApi({ anonymousRewards: answer(aRewardList(CATALOGUE)) });
    renderPage(<RewardsPage />, { path: '/rewards/', props: { api } });

    await screen.findByRole('region', { name: 'Gift cards' });
    const link = screen.getByRole('link', { name: /^See all\W+Gift cards$/ });
    expect(link).toHaveAttribute('href', '/rewards/all/?type=gift-cards');
    expect(link).toHaveTextContent('See all: Gift cards');
  });

  it('says when the catalogue cannot load, and loads it again on request', async () => {
    let attempts = 0;
    const { api } = createFakeSiteApi({
      anonymousRewards: () => (++attempts === 1 ? failed('serviceNotAvailable', 1160, 503) : answer(aRewardList(CATALOGUE))),
    });
    renderPage(<RewardsPage />, { path: '/rewards/', props: { api } });

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the rewards');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Featured rewards' })).toBeInTheDocument();
  });
});
