import { ApiErrorState, type ShownFailure } from '@maple/platform';
import { CardListSkeleton } from '@maple/ui';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { FEATURED_REWARD_COUNT } from '../featured-rewards';

const messages = defineMessages({
  loading: { id: 'home.featured.loading', defaultMessage: 'Loading the featured rewards…' },
  failed: { id: 'home.featured.failed', defaultMessage: 'The featured rewards could not be loaded' },
  failedBody: { id: 'home.featured.failedBody', defaultMessage: 'Try again, or browse every reward on the rewards page.' },
});

/** The featured rewards' loading state: cards of the same size hold their place, before and after their chunk arrives. */
export function FeaturedRewardsSkeleton() {
  const intl = useIntl();
  return <CardListSkeleton count={FEATURED_REWARD_COUNT} lines={2} media="16/9" label={intl.formatMessage(messages.loading)} />;
}

/** The featured rewards could not be shown (the list, with its `failure`, or the section's code, did not arrive): Try again. */
export function FeaturedRewardsFailed({ onRetry, failure = null }: { onRetry: () => void; failure?: ShownFailure | null }) {
  return (
    <ApiErrorState failure={failure} title={<FormattedMessage {...messages.failed} />} onRetry={onRetry}>
      <p>
        <FormattedMessage {...messages.failedBody} />
      </p>
    </ApiErrorState>
  );
}
