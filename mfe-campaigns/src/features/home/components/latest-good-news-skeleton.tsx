import { CardListSkeleton, ErrorState } from '@maple/ui';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

/** How many good-news articles the home page shows. */
export const LATEST_GOOD_NEWS_COUNT = 3;

const messages = defineMessages({
  loading: { id: 'home.goodNews.loading', defaultMessage: 'Loading the latest good news…' },
  failed: { id: 'home.goodNews.failed', defaultMessage: 'The latest good news could not be loaded' },
});

/** The good news' loading state, before and after the section's chunk arrives. */
export function LatestGoodNewsSkeleton() {
  const intl = useIntl();
  return <CardListSkeleton count={LATEST_GOOD_NEWS_COUNT} lines={3} media="16/9" label={intl.formatMessage(messages.loading)} />;
}

/** The good news could not be shown (the articles, or the section's code, did not arrive): Try again. */
export function LatestGoodNewsFailed({ onRetry }: { onRetry: () => void }) {
  return <ErrorState title={<FormattedMessage {...messages.failed} />} onRetry={onRetry} />;
}
