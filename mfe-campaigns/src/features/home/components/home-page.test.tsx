import { aChoiceReward, aPointsBalance, aRewardList, createFakeSiteApi, signedInState } from '@maple/testing';
import { act, screen, within } from '@testing-library/react';
import { aCausePage, anArticle, failure, ok } from '#src/testing/factories.ts';
import { renderPage } from '#src/testing/render-page.tsx';
import { HomePage } from './home-page';

const catalogue = aRewardList([
  aChoiceReward({ name: 'Win $5,000 cash', type: 'SWEEPSTAKES', pointCost: 50 }),
  aChoiceReward({ name: 'Donate to WWF-Canada', type: 'CAUSE_DONATION', pointCost: 500 }),
  aChoiceReward({ name: 'Cineplex $10 gift card', type: 'GIFT_CARD', pointCost: 1000 }),
  aChoiceReward({ name: 'Kobo Plus, 3 months', type: 'DIGITAL_SUBSCRIPTION', pointCost: 900 }),
]);

const library = {
  articles: [
    anArticle({ articleId: 'a1', title: 'Wetlands restored' }),
    anArticle({ articleId: 'guide', section: 'guide', title: 'Wash in cold water' }),
    anArticle({ articleId: 'a2', title: 'Period products in schools' }),
    anArticle({ articleId: 'a3', title: 'Clean water milestone' }),
    anArticle({ articleId: 'a4', title: 'Loads of Hope' }),
  ],
};

function visitorApi() {
  return createFakeSiteApi({ anonymousRewards: ok(catalogue), library: ok(library) });
}

/** Renders the home page and waits for its sections below the fold to load their code (no data is awaited). */
async function renderHome(options: Parameters<typeof renderPage>[1]) {
  let view!: ReturnType<typeof renderPage>;
  await act(async () => {
    view = renderPage(<HomePage />, options);
  });
  return view;
}

describe('HomePage', () => {
  it('promises visitors they can join, pick a cause, earn points and redeem them', async () => {
    await renderHome({ path: '/', props: { api: visitorApi().api } });

    expect(screen.getByRole('heading', { level: 1, name: 'Get rewarded for the brands you already buy' })).toBeInTheDocument();
    const hero = screen.getByRole('region', { name: /Earn points for what you already do/ });
    expect(within(hero).getByText(/^Join:/)).toBeInTheDocument();
    expect(within(hero).getByText(/^Pick a cause:/)).toBeInTheDocument();
    expect(within(hero).getByText(/^Earn points:/)).toBeInTheDocument();
    expect(within(hero).getByText(/^Redeem:/)).toBeInTheDocument();
    expect(within(hero).getByRole('link', { name: 'Join Maple Rewards' })).toHaveAttribute('href', '/signup');
    expect(within(hero).getByRole('link', { name: 'See the rewards' })).toHaveAttribute('href', '/rewards/');
  });

  it('holds the place of the featured rewards and the good news while they load, the hero shown at once', async () => {
    await renderHome({
      path: '/',
      props: { api: createFakeSiteApi({ anonymousRewards: () => new Promise(() => {}), library: () => new Promise(() => {}) }).api },
    });

    expect(screen.getByRole('region', { name: /Earn points for what you already do/ })).toBeVisible();
    const featured = screen.getByRole('region', { name: 'Featured rewards' });
    expect(within(featured).getByRole('status')).toBeInTheDocument();
    expect(within(featured).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('features three rewards live from the visitors’ list, one of each kind, with their cost', async () => {
    const { api, calls } = visitorApi();
    await renderHome({ path: '/', props: { api } });

    const featured = screen.getByRole('region', { name: 'Featured rewards' });
    expect(await within(featured).findByRole('link', { name: 'Win $5,000 cash' })).toHaveAttribute(
      'href',
      '/rewards/all/?q=Win+%245%2C000+cash',
    );
    expect(within(featured).getByRole('link', { name: 'Donate to WWF-Canada' })).toBeInTheDocument();
    expect(within(featured).getByRole('link', { name: 'Cineplex $10 gift card' })).toBeInTheDocument();
    expect(within(featured).queryByText('Kobo Plus, 3 months')).not.toBeInTheDocument();
    expect(within(featured).getByText('1,000 points')).toBeInTheDocument();
    expect(within(featured).getByRole('link', { name: 'See all rewards' })).toHaveAttribute('href', '/rewards/all/');
    expect(calls.map((call) => call.id)).not.toContain('rewards');
  });

  it('features the member’s own list, saying what they can redeem and how many points the others still need', async () => {
    const { api, calls } = createFakeSiteApi({
      rewards: ok(
        aRewardList([
          aChoiceReward({ name: 'Tim Hortons $5', pointCost: 500, memberEligibility: 1 }),
          aChoiceReward({ name: 'Cineplex $10', pointCost: 1000, memberEligibility: 1, type: 'SWEEPSTAKES' }),
          aChoiceReward({ name: 'Kobo Plus', pointCost: 100, memberEligibility: 0, type: 'DIGITAL_SUBSCRIPTION' }),
        ]),
      ),
      points: ok(aPointsBalance(650)),
      library: ok(library),
      causePages: ok({ causes: [aCausePage()] }),
      charityDetailsCount: ok({ charityDetailsCount: 7 }),
    });
    await renderHome({ path: '/', props: { api, state: signedInState() } });

    const featured = screen.getByRole('region', { name: 'Featured rewards' });
    const [affordable, tooDear, ineligible] = (await within(featured).findAllByRole('listitem')) as [HTMLElement, HTMLElement, HTMLElement];
    expect(await within(affordable).findByText('You can redeem it')).toBeInTheDocument();
    expect(tooDear).toHaveTextContent('350 points to go');
    expect(tooDear).not.toHaveTextContent('You can redeem it');
    expect(ineligible).not.toHaveTextContent(/You can redeem it|to go/);
    expect(calls.map((call) => call.id)).not.toContain('anonymousRewards');
  });

  it('says when the featured rewards cannot be loaded, and tries again', async () => {
    let attempts = 0;
    const { api } = createFakeSiteApi({
      anonymousRewards: () => (++attempts === 1 ? failure() : ok(catalogue)),
      library: ok(library),
    });
    await renderHome({ path: '/', props: { api } });

    const featured = screen.getByRole('region', { name: 'Featured rewards' });
    const alert = await within(featured).findByRole('alert');
    expect(alert).toHaveTextContent('The featured rewards could not be loaded');
    within(alert).getByRole('button', { name: 'Try again' }).click();
    expect(await within(featured).findByRole('link', { name: 'Win $5,000 cash' })).toBeInTheDocument();
  });

  it('shows the ways to earn', async () => {
    await renderHome({ path: '/', props: { api: visitorApi().api } });

    const earn = screen.getByRole('region', { name: 'Ways to earn' });
    for (const [name, href] of [
      ['Surveys', '/survey/'],
      ['Quizzes', '/quizzes/'],
      ['Earn points', '/earn-points/'],
      ['Free samples', '/samples'],
    ]) {
      expect(within(earn).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('shows the three latest good-news articles, linked to their pages', async () => {
    await renderHome({ path: '/', props: { api: visitorApi().api } });

    const news = screen.getByRole('region', { name: 'Latest good news' });
    expect(await within(news).findByRole('link', { name: 'Wetlands restored' })).toHaveAttribute('href', '/good-news/?article=a1');
    expect(within(news).getByRole('link', { name: 'Clean water milestone' })).toBeInTheDocument();
    expect(within(news).queryByText('Wash in cold water')).not.toBeInTheDocument();
    expect(within(news).queryByText('Loads of Hope')).not.toBeInTheDocument();
    expect(within(news).getAllByText(/^October 2, 2026 · 1 minute read$/)).toHaveLength(3);
  });

  it('invites a visitor to discover the causes', async () => {
    await renderHome({ path: '/', props: { api: visitorApi().api } });

    const cause = screen.getByRole('region', { name: 'Support a cause' });
    expect(within(cause).getByRole('link', { name: 'Discover the causes' })).toHaveAttribute('href', '/causes/');
  });

  it('shows a member their cause, the points they earned for it, and invites them to earn', async () => {
    const { api } = createFakeSiteApi({
      rewards: ok(catalogue),
      library: ok(library),
      causePages: ok({
        causes: [
          aCausePage(),
          aCausePage({
            causeId: '003EPP',
            shortKey: 'epp',
            name: 'Always #EndPeriodPoverty',
            summary: 'Period products for students.',
            isDefault: false,
          }),
        ],
      }),
      charityDetailsCount: ok({ charityDetailsCount: 12 }),
    });
    await renderHome({ path: '/', props: { api, state: { ...signedInState(), charityId: '003EPP' } } });

    expect(screen.queryByRole('link', { name: 'Join Maple Rewards' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start earning points' })).toHaveAttribute('href', '/earn-points/');
    const cause = screen.getByRole('region', { name: 'Your cause and your impact' });
    expect(await within(cause).findByRole('link', { name: 'Always #EndPeriodPoverty' })).toHaveAttribute('href', '/causes/?cause=epp');
    expect(within(cause).getByText('Period products for students.')).toBeInTheDocument();
    expect(await within(cause).findByText(/^You have earned/)).toHaveTextContent('You have earned 12 points for your cause so far.');
    expect(within(cause).getByRole('link', { name: 'See your impact dashboard' })).toHaveAttribute('href', '/my-dashboard');
  });

  it('is in French on the French home page', async () => {
    const { api } = createFakeSiteApi({
      anonymousRewards: ok(aRewardList([aChoiceReward({ name: 'Carte-cadeau Cineplex de 10 $', pointCost: 1000 })])),
      library: ok(library),
    });
    await renderHome({ path: '/fr/', props: { api } });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Obtenez des récompenses pour les marques que vous achetez déjà' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Accumulez des points pour ce que vous faites déjà/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Devenir membre de Maple Rewards' })).toHaveAttribute('href', '/fr/inscrivez-vous');
    const featured = screen.getByRole('region', { name: 'Récompenses en vedette' });
    expect(await within(featured).findByText('1 000 points')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Façons d’accumuler des points' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Échantillons gratuits' })).toHaveAttribute('href', '/fr/echantillons');
    expect(await screen.findAllByText(/^2 octobre 2026 · Lecture de 1 minute$/)).toHaveLength(3);
  });
});
