import { aPointsBalance, aRewardList, createFakeSiteApi, signedInState } from '@maple/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '#src/testing/render-page.tsx';
import { answer, CATALOGUE } from '#src/testing/reward-fixtures.ts';
import { AllRewardsPage } from './all-rewards-page';

const shownNames = () =>
  within(screen.getByRole('list', { name: 'Rewards found' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('AllRewardsPage', () => {
  it('pictures each reward, the first at once (it is on the first screen), the others as they come near it', async () => {
    const { api } = createFakeSiteApi({ anonymousRewards: answer(aRewardList(CATALOGUE)) });
    renderPage(<AllRewardsPage />, { path: '/rewards/all/?sort=cost-low', props: { api } });

    await screen.findByText('8 rewards');
    const [first, ...others] = within(screen.getByRole('list', { name: 'Rewards found' })).getAllByRole('img');
    expect(first).toHaveAccessibleName('Picture of Win $5,000 cash');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(others).toHaveLength(7);
    for (const picture of others) expect(picture).toHaveAttribute('loading', 'lazy');
  });

  it('reads its filters from the URL: one kind, sorted by cost', async () => {
    const { api } = createFakeSiteApi({ anonymousRewards: answer(aRewardList(CATALOGUE)) });
    renderPage(<AllRewardsPage />, { path: '/rewards/all/?type=gift-cards&sort=cost-high', props: { api } });

    expect(await screen.findByText('3 rewards')).toBeInTheDocument();
    expect(shownNames()).toEqual(['$25 Indigo gift card', '$20 Shoppers gift card', '$10 Cineplex gift card']);
    expect(screen.getByLabelText('Kind of reward')).toHaveValue('GIFT_CARD');
    expect(screen.getByLabelText('Sort by')).toHaveValue('costDescending');
  });

  it('searches as the visitor types, and says so when nothing matches, with a way back', async () => {
    const user = userEvent.setup();
    const { api } = createFakeSiteApi({ anonymousRewards: answer(aRewardList(CATALOGUE)) });
    renderPage(<AllRewardsPage />, { path: '/rewards/all/', props: { api } });

    await screen.findByText('8 rewards');
    await user.type(screen.getByRole('searchbox', { name: 'Search rewards' }), 'cineplex');
    expect(shownNames()).toEqual(['$10 Cineplex gift card']);
    await user.type(screen.getByRole('searchbox', { name: 'Search rewards' }), ' zebra');
    expect(screen.getByRole('heading', { name: 'No reward matches your search' })).toBeInTheDocument();
    expect(screen.getByText('No rewards')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(await screen.findByText('8 rewards')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search rewards' })).toHaveValue('');
  });

  it('lets a member keep only what their points cover; a visitor has no such filter', async () => {
    const user = userEvent.setup();
    const { api } = createFakeSiteApi({ rewards: answer(aRewardList(CATALOGUE)), points: answer(aPointsBalance(900)) });
    renderPage(<AllRewardsPage />, { path: '/rewards/all/?sort=cost-low', props: { api, state: signedInState() } });

    await screen.findByText('8 rewards');
    await user.click(await screen.findByRole('checkbox', { name: 'I can afford it' }));
    expect(shownNames()).toEqual(['Win $5,000 cash', 'Donate $5 to WWF-Canada', 'Canadian Geographic, 1 year']);

    const visitor = createFakeSiteApi({ anonymousRewards: answer(aRewardList(CATALOGUE)) });
    renderPage(<AllRewardsPage />, { path: '/rewards/all/?affordable=1', props: { api: visitor.api } });
    expect(await screen.findAllByText('8 rewards')).toHaveLength(1);
  });

  it('filters in French with French names and accents ignored', async () => {
    const user = userEvent.setup();
    const { api } = createFakeSiteApi({ anonymousRewards: answer(aRewardList(CATALOGUE)) });
    renderPage(<AllRewardsPage />, { path: '/fr/recompenses/toutes/', props: { api } });

    await screen.findByText('8 récompenses');
    await user.type(screen.getByRole('searchbox', { name: 'Chercher une récompense' }), 'laissez passer familial');
    expect(
      within(screen.getByRole('list', { name: 'Récompenses trouvées' }))
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Laissez-passer familial du ROM']);
    expect(screen.getByText('1 récompense')).toBeInTheDocument();
  });
});
