import { useCurrentLocation } from '@maple/platform';
import { aChoiceReward, aRewardList, createFakeSiteApi, signedInState } from '@maple/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCausePage, anArticle, failure, ok } from '#src/testing/factories.ts';
import { renderPage } from '#src/testing/render-page.tsx';
import { SearchPage } from './search-page';

/** Shows the address the page is at, as the browser's address bar would. */
function AddressBar() {
  const location = useCurrentLocation();
  return <p>{`Address: ${location.pathname}${location.search}${location.hash}`}</p>;
}

const sources = {
  anonymousRewards: ok(
    aRewardList([
      aChoiceReward({ name: 'Donate to WWF-Canada', type: 'CAUSE_DONATION' }),
      aChoiceReward({ name: 'Cineplex $10 gift card' }),
    ]),
  ),
  library: ok({
    articles: [
      anArticle({ articleId: 'save-water', section: 'guide', title: 'Five ways to save water at home', summary: 'Small changes add up.' }),
      anArticle({ articleId: 'wetlands', title: 'Members helped restore 40 hectares of wetland' }),
    ],
  }),
  causePages: ok({
    causes: [
      aCausePage({
        causeId: '001CSDW',
        shortKey: 'csdw',
        name: 'Children’s Safe Drinking Water',
        summary: 'Clean drinking water for children.',
        isDefault: false,
      }),
      aCausePage(),
    ],
  }),
  helpTopics: ok({
    topics: [
      {
        topicId: 'earning',
        title: 'Earning points',
        questions: [{ questionId: 'how-to-earn', question: 'How do I earn points?', answer: ['Answer surveys.'], routeIds: [] }],
      },
    ],
  }),
};

function renderSearch(path: string) {
  return renderPage(
    <>
      <SearchPage />
      <AddressBar />
    </>,
    { path, props: { api: createFakeSiteApi(sources).api } },
  );
}

describe('SearchPage', () => {
  it('searches pages, rewards, articles, causes and help, grouped and linked, keeping the query in the address', async () => {
    const user = userEvent.setup();
    renderSearch('/search');

    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search the site' }), 'water');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const results = screen.getByRole('region', { name: 'Results for “water”' });
    expect(await within(results).findByText('3 results found.')).toHaveAttribute('role', 'status');
    const pages = within(results).getByRole('region', { name: 'Pages (1 result)' });
    expect(within(pages).getByRole('link', { name: 'Water quiz' })).toHaveAttribute('href', '/quizzes/water/');
    const articles = within(results).getByRole('region', { name: 'Articles (1 result)' });
    expect(within(articles).getByRole('link', { name: 'Five ways to save water at home' })).toHaveAttribute(
      'href',
      '/articles/?article=save-water',
    );
    // Words are found from their start: "wetland" is not "water".
    expect(within(results).queryByText('Members helped restore 40 hectares of wetland')).not.toBeInTheDocument();
    const causes = within(results).getByRole('region', { name: 'Causes (1 result)' });
    expect(within(causes).getByRole('link', { name: 'Children’s Safe Drinking Water' })).toHaveAttribute('href', '/causes/?cause=csdw');
    expect(within(results).queryByRole('region', { name: /^Rewards/ })).not.toBeInTheDocument();
    expect(screen.getByText('Address: /search?q=water')).toBeInTheDocument();
  });

  it('finds a help answer and a good-news article, each leading to where it is', async () => {
    renderSearch('/search?q=earn%20points');

    const help = await screen.findByRole('region', { name: 'Help (1 result)' });
    expect(within(help).getByRole('link', { name: 'How do I earn points?' })).toHaveAttribute('href', '/help#faq-how-to-earn');
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('earn points');
  });

  it('finds a good-news article', async () => {
    renderSearch('/search?q=wetland');

    const articles = await screen.findByRole('region', { name: 'Articles (1 result)' });
    expect(within(articles).getByRole('link', { name: 'Members helped restore 40 hectares of wetland' })).toHaveAttribute(
      'href',
      '/good-news/?article=wetlands',
    );
  });

  it('finds a reward for a visitor, linked to the rewards list', async () => {
    renderSearch('/search?q=cineplex');

    const rewards = await screen.findByRole('region', { name: 'Rewards (1 result)' });
    expect(within(rewards).getByRole('link', { name: 'Cineplex $10 gift card' })).toHaveAttribute(
      'href',
      '/rewards/all/?q=Cineplex+%2410+gift+card',
    );
  });

  it('searches the member’s own reward list for a member', async () => {
    const { api, calls } = createFakeSiteApi({
      ...sources,
      rewards: ok(aRewardList([aChoiceReward({ name: 'Tim Hortons $5 gift card' })])),
    });
    renderPage(<SearchPage />, { path: '/search?q=gift', props: { api, state: signedInState() } });

    const rewards = await screen.findByRole('region', { name: 'Rewards (1 result)' });
    expect(within(rewards).getByRole('link', { name: 'Tim Hortons $5 gift card' })).toHaveAttribute(
      'href',
      '/rewards/all/?q=Tim+Hortons+%245+gift+card',
    );
    expect(calls.map((call) => call.id)).not.toContain('anonymousRewards');
  });

  it('fetches nothing before there is a query', () => {
    const { api, calls } = createFakeSiteApi(sources);
    renderPage(<SearchPage />, { path: '/search', props: { api } });

    expect(calls).toEqual([]);
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderSearch('/search');

    await user.type(screen.getByRole('searchbox', { name: 'Search the site' }), 'zebra{Enter}');

    expect(await screen.findByText(/Nothing matches “zebra”/)).toHaveTextContent(
      'Nothing matches “zebra”. Try another word, or browse the sitemap.',
    );
    expect(screen.getByRole('link', { name: 'sitemap' })).toHaveAttribute('href', '/sitemap');
  });

  it('shows what it found when a list cannot be searched, and offers to search again', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const { api } = createFakeSiteApi({ ...sources, causePages: () => (++attempts === 1 ? failure() : sources.causePages) });
    renderPage(<SearchPage />, { path: '/search?q=water', props: { api } });

    expect(await screen.findByRole('note')).toHaveTextContent('Some results could not be searched: Causes.');
    expect(screen.getByRole('region', { name: 'Articles (1 result)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search again' }));
    expect(await screen.findByRole('region', { name: 'Causes (1 result)' })).toBeInTheDocument();
  });

  it('searches French content on the French page, ignoring accents', async () => {
    const user = userEvent.setup();
    const { api } = createFakeSiteApi({
      ...sources,
      anonymousRewards: ok(aRewardList([aChoiceReward({ name: 'Carte-cadeau Cineplex de 10 $' })])),
      library: ok({ articles: [anArticle({ articleId: 'eau', section: 'guide', title: 'Cinq façons d’économiser l’eau à la maison' })] }),
    });
    renderPage(
      <>
        <SearchPage />
        <AddressBar />
      </>,
      { path: '/fr/recherche', props: { api } },
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Recherche' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher dans le site' }), 'economiser');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));

    // French keeps the guillemets with their words: no-break spaces inside them.
    const results = screen.getByRole('region', { name: 'Résultats pour «\u00a0economiser\u00a0»' });
    const articles = await within(results).findByRole('region', { name: 'Articles (1 résultat)' });
    expect(within(articles).getByRole('link', { name: 'Cinq façons d’économiser l’eau à la maison' })).toHaveAttribute(
      'href',
      '/fr/articles/?article=eau',
    );
    expect(screen.getByText('Address: /fr/recherche?q=economiser')).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Rechercher dans le site' }));
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher dans le site' }), 'récompenses{Enter}');
    const pages = await screen.findByRole('region', { name: /^Pages/ });
    expect(within(pages).getByRole('link', { name: 'Toutes les récompenses' })).toHaveAttribute('href', '/fr/recompenses/toutes/');
  });
});
