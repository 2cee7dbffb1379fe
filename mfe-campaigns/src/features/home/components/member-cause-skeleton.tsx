import { ApiErrorState, type ShownFailure } from '@maple/platform';
import { CardListSkeleton } from '@maple/ui';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

const messages = defineMessages({
  loading: { id: 'home.cause.loading', defaultMessage: 'Loading your cause…' },
  failed: { id: 'home.cause.failed', defaultMessage: 'Your cause could not be loaded' },
});

/** The member's cause while it loads, before and after the section's chunk arrives. */
export function MemberCauseSkeleton() {
  const intl = useIntl();
  return <CardListSkeleton count={1} lines={3} label={intl.formatMessage(messages.loading)} />;
}

/** The member's cause could not be shown (the cause, with its `failure`, or the section's code, did not arrive): Try again. */
export function MemberCauseFailed({ onRetry, failure = null }: { onRetry: () => void; failure?: ShownFailure | null }) {
  return <ApiErrorState failure={failure} title={<FormattedMessage {...messages.failed} />} onRetry={onRetry} />;
}
