import { RouteLink, useApiQuery } from '@maple/contracts/react';
import { CardListSkeleton, ErrorState, Section } from '@maple/ui';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { ArticleCards } from '../../../components/article-cards';

/** How many good-news articles the home page shows. */
const LATEST_COUNT = 3;

const messages = defineMessages({
  heading: { id: 'home.goodNews.heading', defaultMessage: 'Latest good news' },
  seeAll: { id: 'home.goodNews.seeAll', defaultMessage: 'All the good news' },
  loading: { id: 'home.goodNews.loading', defaultMessage: 'Loading the latest good news…' },
  failed: { id: 'home.goodNews.failed', defaultMessage: 'The latest good news could not be loaded' },
});

/** The three newest good-news articles, each linked to its page, with when it was published and its reading time. */
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
        <ArticleCards articles={latest} />
      )}
    </Section>
  );
}
