import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCurrentLocation } from '@maple/contracts/react';
import { renderPage } from '../../../testing/render-page';
import { SearchPage } from './search-page';

/** Shows the address the page is at, as the browser's address bar would. */
function AddressBar() {
  const location = useCurrentLocation();
  return <p>{`Address: ${location.pathname}${location.search}`}</p>;
}

function renderSearch(path: string) {
  return renderPage(
    <>
      <SearchPage />
      <AddressBar />
    </>,
    { path },
  );
}

describe('SearchPage', () => {
  it('finds pages by title and keeps the query in the address', async () => {
    const user = userEvent.setup();
    renderSearch('/search');

    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search the site' }), 'points');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const results = screen.getByRole('region', { name: 'Results for “points”' });
    expect(within(results).getByRole('status')).toHaveTextContent('3 pages found.');
    expect(within(results).getByRole('link', { name: 'Earn points' })).toHaveAttribute('href', '/earn-points/');
    expect(within(results).getByRole('link', { name: 'Points history' })).toBeInTheDocument();
    expect(within(results).getByRole('link', { name: 'Points details' })).toBeInTheDocument();
    expect(screen.getByText('Address: /search?q=points')).toBeInTheDocument();
  });

  it('says so when no page matches', async () => {
    const user = userEvent.setup();
    renderSearch('/search');

    await user.type(screen.getByRole('searchbox', { name: 'Search the site' }), 'zebra{Enter}');

    expect(screen.getByRole('status')).toHaveTextContent('No page matches “zebra”. Try another word, or browse the sitemap.');
    expect(screen.getByRole('link', { name: 'sitemap' })).toHaveAttribute('href', '/sitemap');
  });

  it('shows the results of the query in the address when the page opens', () => {
    renderSearch('/search?q=quiz');

    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('quiz');
    expect(screen.getByRole('link', { name: 'Water quiz' })).toHaveAttribute('href', '/quizzes/water/');
  });

  it('searches French titles on the French page, ignoring accents', async () => {
    const user = userEvent.setup();
    renderSearch('/fr/recherche');

    expect(screen.getByRole('heading', { level: 1, name: 'Recherche' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher dans le site' }), 'recompenses');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));

    const results = screen.getByRole('region', { name: 'Résultats pour « recompenses »' });
    expect(within(results).getByRole('status')).toHaveTextContent('2 pages trouvées.');
    expect(within(results).getByRole('link', { name: 'Toutes les récompenses' })).toHaveAttribute('href', '/fr/recompenses/toutes/');
    expect(screen.getByText('Address: /fr/recherche?q=recompenses')).toBeInTheDocument();
  });

  it('says so in French when no page matches', async () => {
    const user = userEvent.setup();
    renderSearch('/fr/recherche');

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher dans le site' }), 'zèbre{Enter}');

    expect(screen.getByRole('status')).toHaveTextContent(
      'Aucune page ne correspond à « zèbre ». Essayez un autre mot ou consultez le plan du site.',
    );
    expect(screen.getByRole('link', { name: 'plan du site' })).toHaveAttribute('href', '/fr/plan-du-site');
  });
});
