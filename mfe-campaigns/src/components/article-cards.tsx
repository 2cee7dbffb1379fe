import { type ArticleSummary, articleLink } from '@maple/contracts';
import { Card, CardList } from '@maple/ui';
import { QueryLink } from './query-link';
import { ArticleDateline } from './article-dateline';

/** Articles as cards: the title linked to the article's page, its summary, date and reading time. */
export function ArticleCards({ articles }: { articles: readonly ArticleSummary[] }) {
  return (
    <CardList>
      {articles.map((article) => {
        const { routeId, query } = articleLink(article);
        return (
          <Card
            key={article.articleId}
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
