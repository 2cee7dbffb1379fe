import { screen } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { GoodNewsPage } from './good-news-page';

describe('GoodNewsPage', () => {
  it('describes the stories it shares', () => {
    renderPage(<GoodNewsPage />, { path: '/good-news/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Good news' })).toBeInTheDocument();
    expect(screen.getByText('What members’ points and donations have made possible.')).toBeInTheDocument();
  });

  it('describes them in French', () => {
    renderPage(<GoodNewsPage />, { path: '/fr/bonnes-nouvelles/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Bonnes nouvelles' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Contribuez aux bonnes nouvelles' })).toBeInTheDocument();
  });
});
