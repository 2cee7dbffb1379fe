import { DeferredSection, RouteLink } from '@maple/platform';
import { Section } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';
import { LatestGoodNewsFailed, LatestGoodNewsSkeleton } from './latest-good-news-skeleton';

const messages = defineMessages({
  heading: { id: 'home.goodNews.heading', defaultMessage: 'Latest good news' },
  seeAll: { id: 'home.goodNews.seeAll', defaultMessage: 'All the good news' },
});

const loadList = () => import('./latest-good-news-list').then((module) => module.LatestGoodNewsList);

/** The latest good news, near the page's foot: the articles load when the section comes on screen. */
export function LatestGoodNews() {
  return (
    <Section
      heading={<FormattedMessage {...messages.heading} />}
      actions={
        <RouteLink to="goodNews">
          <FormattedMessage {...messages.seeAll} />
        </RouteLink>
      }
    >
      <DeferredSection load={loadList} fallback={<LatestGoodNewsSkeleton />} failed={(retry) => <LatestGoodNewsFailed onRetry={retry} />} />
    </Section>
  );
}
