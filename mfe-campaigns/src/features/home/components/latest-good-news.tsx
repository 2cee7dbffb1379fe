import { articleLink } from '@maple/contracts';
import { RouteLink, useApiQuery } from '@maple/contracts/react';
import { Card, CardList, CardListSkeleton, ErrorState, Section } from '@maple/ui';
import { defineMessages, FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { QueryLink } from '../../../components/query-link';

/** How many good-news articles the home page shows. */
const LATEST_COUNT = 3;

const messages = defineMessages({
  heading: { id: 'home.goodNews.heading', defaultMessage: 'Latest good news' },
  seeAll: { id: 'home.goodNews.seeAll', defaultMessage: 'All the good news' },
  loading: { id: 'home.goodNews.loading', defaultMessage: 'Loading the latest good news…' },
  failed: { id: 'home.goodNews.failed', defaultMessage: 'The latest good news could not be loaded' },
});

/** The three newest good-news articles, each linked to its page, with the date it was published. */
export function LatestGoodNews() {
  const intl = useIntl();
  const library = useApiQuery('library', undefined, { errors: 'inline' });
  const latest = (library.data?.articles ?? []).filter((article) => article.section === 'goodNews').slice(0, LATEST_COUNT);
  return (
    <Section
      heading={<FormattedMessage {...messages.heading} />}
      actions={
        <RouteLink to="goodNews">
          <FormattedMessage {...messages.seeAll} />
        </RouteLink>
      }
    >
      {library.isError ? (
        <ErrorState title={<FormattedMessage {...messages.failed} />} onRetry={() => void library.refetch()} />
      ) : !library.data ? (
        <CardListSkeleton count={LATEST_COUNT} lines={3} label={intl.formatMessage(messages.loading)} />
      ) : (
        <CardList>
          {latest.map((article) => {
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
                  <FormattedDate value={article.publishedAt} dateStyle="long" timeZone="America/Toronto" />
                </p>
              </Card>
            );
          })}
        </CardList>
      )}
    </Section>
  );
}
