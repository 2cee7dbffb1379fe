import { screen } from '@testing-library/react';
import { renderPage } from '../../../testing/render-page';
import { ArticlesPage } from './articles-page';

describe('ArticlesPage', () => {
  it('features the menopause and recycling reads and the quizzes', () => {
    renderPage(<ArticlesPage />, { path: '/articles/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Articles' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn about menopause' })).toHaveAttribute('href', '/learn-about-menopause');
    expect(screen.getByRole('link', { name: 'Recycling' })).toHaveAttribute('href', '/recycling/');
  });

  it('features them in French on the French path', () => {
    renderPage(<ArticlesPage />, { path: '/fr/articles/' });

    expect(screen.getByRole('heading', { level: 2, name: 'Lectures à la une' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'En savoir plus sur la ménopause' })).toHaveAttribute(
      'href',
      '/fr/en-savoir-plus-sur-la-menopause',
    );
  });
});
