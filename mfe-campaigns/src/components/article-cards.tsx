import type { ArticleSummary } from '@maple/contracts';
import { articleLink } from '../lib/content-links';
import { Card, CardList, cardImageSizes, ContentImage } from '@maple/ui';
import { QueryLink } from './query-link';
import { ArticleDateline } from './article-dateline';

/** Articles as cards: the illustration, the title linked to the article's page, its summary, date and reading time. */
export function ArticleCards({ articles }: { articles: readonly ArticleSummary[] }) {
  return (
    <CardList>
      {articles.map((article) => {
        const { routeId, query } = articleLink(article);
        return (
          <Card
            key={article.articleId}
            media={<ContentImage image={article.image} sizes={cardImageSizes} />}
            heading={
              <QueryLink to={routeId} query={query}>
                {article.title}
              </QueryLink>
            }
          >
            <p>{article.summary}</p>
            <p>
              <ArticleDateline publishedAt={article.publishedAt} readingMinutes={article.readingMinutes} />
            </p>
          </Card>
        );
      })}
    </CardList>
  );
}
