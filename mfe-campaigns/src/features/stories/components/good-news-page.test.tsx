import { createFakeSiteApi } from '@maple/testing';
import { screen, within } from '@testing-library/react';
import { aCausePage, anArticle, failure, ok } from '#src/testing/factories.ts';
import { renderPage } from '#src/testing/render-page.tsx';
import { GoodNewsPage } from './good-news-page';

const library = {
  articles: [
    anArticle({ articleId: 'wetlands', title: 'Members helped restore 40 hectares of wetland', readingMinutes: 2 }),
    anArticle({ articleId: 'cold-water', section: 'guide', title: 'Why washing in cold water works' }),
    anArticle({ articleId: 'schools', title: '1.2 million period products delivered to schools', publishedAt: '2026-09-12T14:00:00.000Z' }),
  ],
};

const article = {
  ...anArticle({ articleId: 'wetlands', title: 'Members helped restore 40 hectares of wetland', readingMinutes: 2 }),
  body: ['Crews removed invasive reeds.', 'Thank you for making this possible.'],
};

describe('GoodNewsPage', () => {
  it('lists the good news from the API, newest first, each linked to its page with its date and reading time', async () => {
    renderPage(<GoodNewsPage />, { path: '/good-news/', props: { api: createFakeSiteApi({ library: ok(library) }).api } });

    expect(screen.getByRole('heading', { level: 1, name: 'Good news' })).toBeInTheDocument();
    const first = await screen.findByRole('link', { name: 'Members helped restore 40 hectares of wetland' });
    expect(first).toHaveAttribute('href', '/good-news/?article=wetlands');
    expect(screen.getByRole('link', { name: '1.2 million period products delivered to schools' })).toBeInTheDocument();
    expect(screen.queryByText('Why washing in cold water works')).not.toBeInTheDocument();
    expect(screen.getByText(/October 2, 2026 · 2 minutes read/)).toBeInTheDocument();
  });

  it('pictures each article, loading the pictures below the first screen only when they come near it', async () => {
    renderPage(<GoodNewsPage />, { path: '/good-news/', props: { api: createFakeSiteApi({ library: ok(library) }).api } });

    const pictures = await screen.findAllByRole('img', { name: 'A heron on a restored wetland' });
    expect(pictures).toHaveLength(2);
    for (const picture of pictures) expect(picture).toHaveAttribute('loading', 'lazy');
  });

  it('shows an opened article’s picture at once: it is the first screen’s largest part', async () => {
    const { api } = createFakeSiteApi({ article: ok(article), causePages: ok({ causes: [aCausePage()] }) });
    renderPage(<GoodNewsPage />, { path: '/good-news/?article=wetlands', props: { api } });

    const picture = await screen.findByRole('img', { name: 'A heron on a restored wetland' });
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(picture).toHaveAttribute('fetchpriority', 'high');
  });

  it('opens an article: its title as the page’s heading, its body, and a link to its cause', async () => {
    const { api, calls } = createFakeSiteApi({ article: ok(article), causePages: ok({ causes: [aCausePage()] }) });
    renderPage(<GoodNewsPage />, { path: '/good-news/?article=wetlands', props: { api } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Members helped restore 40 hectares of wetland' })).toBeInTheDocument();
    expect(screen.getByText('Crews removed invasive reeds.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'About the cause: WWF-Canada' })).toHaveAttribute('href', '/causes/?cause=wwf');
    expect(screen.getByRole('link', { name: 'Back to Good news' })).toHaveAttribute('href', '/good-news/');
    expect(calls.find((call) => call.id === 'article')?.input).toEqual({ params: { articleId: 'wetlands' } });
  });

  it('says an article does not exist, and leads back to the list', async () => {
    renderPage(<GoodNewsPage />, { path: '/good-news/?article=gone', props: { api: createFakeSiteApi({ article: failure(404) }).api } });

    expect(await screen.findByRole('heading', { level: 2, name: 'This article is not available' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Good news' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Good news' })).toHaveAttribute('href', '/good-news/');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    renderPage(<GoodNewsPage />, { path: '/good-news/', props: { api: createFakeSiteApi({ library: failure() }).api } });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The good news could not be loaded');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is in French on the French path', async () => {
    renderPage(<GoodNewsPage />, {
      path: '/fr/bonnes-nouvelles/?article=wetlands',
      props: {
        api: createFakeSiteApi({ article: ok({ ...article, title: 'Les membres ont aidé à restaurer 40 hectares de milieux humides' }) })
          .api,
      },
    });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Les membres ont aidé à restaurer 40 hectares de milieux humides' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/2 octobre 2026 · Lecture de 2 minutes/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à Bonnes nouvelles' })).toHaveAttribute('href', '/fr/bonnes-nouvelles/');
  });
});
