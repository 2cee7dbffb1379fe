import { ErrorState } from '@maple/ui';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

const messages = defineMessages({
  heading: { id: 'shell.remoteFallback.heading', defaultMessage: 'This part of the site could not load' },
  body: {
    id: 'shell.remoteFallback.body',
    defaultMessage: 'The rest of the site still works. Try again now, or come back in a few minutes.',
  },
  retry: { id: 'shell.remoteFallback.retry', defaultMessage: 'Try again' },
});

/** Shown in a remote's slot when it cannot be loaded or shown. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <ErrorState
      headingLevel={1}
      title={<FormattedMessage {...messages.heading} />}
      onRetry={onRetry}
      retryLabel={intl.formatMessage(messages.retry)}
    >
      <p>
        <FormattedMessage {...messages.body} />
      </p>
    </ErrorState>
  );
}
