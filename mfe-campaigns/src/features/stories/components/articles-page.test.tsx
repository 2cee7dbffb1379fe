import { createFakeSiteApi } from '@maple/testing';
import { screen, within } from '@testing-library/react';
import { anArticle, ok } from '#src/testing/factories.ts';
import { renderPage } from '#src/testing/render-page.tsx';
import { ArticlesPage } from './articles-page';

const library = {
  articles: [
    anArticle({ articleId: 'cold-water', section: 'guide', title: 'Why washing in cold water works' }),
    anArticle({ articleId: 'n1', title: 'Good news one' }),
    anArticle({ articleId: 'hand-washing', section: 'guide', title: 'Hand washing in six steps' }),
    anArticle({ articleId: 'n2', title: 'Good news two' }),
    anArticle({ articleId: 'n3', title: 'Good news three' }),
    anArticle({ articleId: 'n4', title: 'Good news four' }),
  ],
};

describe('ArticlesPage', () => {
  it('lists the guides, the latest good news and the campaign pages', async () => {
    renderPage(<ArticlesPage />, { path: '/articles/', props: { api: createFakeSiteApi({ library: ok(library) }).api } });

    expect(screen.getByRole('heading', { level: 1, name: 'Articles' })).toBeInTheDocument();
    const guides = await screen.findByRole('region', { name: 'Guides' });
    expect(within(guides).getByRole('link', { name: 'Why washing in cold water works' })).toHaveAttribute(
      'href',
      '/articles/?article=cold-water',
    );
    expect(within(guides).getByRole('link', { name: 'Hand washing in six steps' })).toBeInTheDocument();
    const news = screen.getByRole('region', { name: /^Good news/ });
    expect(within(news).getAllByRole('listitem')).toHaveLength(3);
    expect(within(news).getByRole('link', { name: 'All the good news' })).toHaveAttribute('href', '/good-news/');
    const campaigns = screen.getByRole('region', { name: 'From our campaigns' });
    expect(within(campaigns).getByRole('link', { name: 'Learn about menopause' })).toHaveAttribute('href', '/learn-about-menopause');
    expect(within(campaigns).getByRole('link', { name: 'Always coupons' })).toHaveAttribute('href', '/alwayscoupon2025/');
  });

  it('opens a guide by its id', async () => {
    const { api } = createFakeSiteApi({
      article: ok({
        ...anArticle({ articleId: 'cold-water', section: 'guide', title: 'Why washing in cold water works', causeId: null }),
        body: ['Most energy heats water.'],
      }),
    });
    renderPage(<ArticlesPage />, { path: '/articles/?article=cold-water', props: { api } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Why washing in cold water works' })).toBeInTheDocument();
    expect(screen.getByText('Most energy heats water.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Articles' })).toHaveAttribute('href', '/articles/');
  });

  it('is in French on the French path', async () => {
    renderPage(<ArticlesPage />, { path: '/fr/articles/', props: { api: createFakeSiteApi({ library: ok(library) }).api } });

    expect(await screen.findByRole('region', { name: 'Guides' })).toBeInTheDocument();
    const campaigns = screen.getByRole('region', { name: 'Nos campagnes' });
    expect(within(campaigns).getByRole('link', { name: 'En savoir plus sur la ménopause' })).toHaveAttribute(
      'href',
      '/fr/en-savoir-plus-sur-la-menopause',
    );
  });
});
