import { screen, within } from '@testing-library/react';
import { renderWithIntl } from '../testing/render-with-intl';
import { PageFrame } from './page-frame';

describe('PageFrame', () => {
  it('gives the page one level-1 heading that names it, its intro and its content', () => {
    renderWithIntl(
      <PageFrame title="Rewards" intro="Redeem your points.">
        <p>Gift cards</p>
      </PageFrame>,
    );
    expect(screen.getByRole('article', { name: 'Rewards' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Redeem your points.')).toBeInTheDocument();
    expect(screen.getByText('Gift cards')).toBeInTheDocument();
  });

  it('lists related pages under a heading, in the page’s language', () => {
    renderWithIntl(<PageFrame title="Récompenses" related={[<a href="/fr/impact">Notre impact</a>, <a href="/fr/aide">Aide</a>]} />, {
      locale: 'fr-CA',
    });
    const nav = screen.getByRole('navigation', { name: 'Pages connexes' });
    expect(within(nav).getByRole('heading', { level: 2, name: 'Pages connexes' })).toBeInTheDocument();
    expect(within(nav).getAllByRole('listitem')).toHaveLength(2);
    expect(within(nav).getByRole('link', { name: 'Aide' })).toHaveAttribute('href', '/fr/aide');
  });

  it('has no related-pages navigation when there are none', () => {
    renderWithIntl(<PageFrame title="Help" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
