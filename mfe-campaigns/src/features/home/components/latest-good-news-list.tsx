import { useApiQuery } from '@maple/platform';
import { ArticleCards } from '#src/components/article-cards.tsx';
import { LATEST_GOOD_NEWS_COUNT, LatestGoodNewsFailed, LatestGoodNewsSkeleton } from './latest-good-news-skeleton';

/**
 * The three newest good-news articles, each linked to its page, with when it was published and
 * its reading time. Its own chunk, loaded when the section comes on screen (latest-good-news.tsx).
 */
export function LatestGoodNewsList() {
  const library = useApiQuery('library', undefined, { errors: 'inline' });
  if (library.isError) return <LatestGoodNewsFailed onRetry={() => void library.refetch()} />;
  if (!library.data) return <LatestGoodNewsSkeleton />;
  const latest = library.data.articles.filter((article) => article.section === 'goodNews').slice(0, LATEST_GOOD_NEWS_COUNT);
  return <ArticleCards articles={latest} />;
}
