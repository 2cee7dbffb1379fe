import { ErrorState } from '@maple/ui';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

const messages = defineMessages({
  heading: { id: 'shell.bootFailure.heading', defaultMessage: 'We could not load the site' },
  body: { id: 'shell.bootFailure.body', defaultMessage: 'Please check your connection and try again.' },
  retry: { id: 'shell.bootFailure.retry', defaultMessage: 'Reload the page' },
});

/** Shown when the site's configuration or composition cannot be read. */
export function BootFailure({ onReload }: { onReload: () => void }) {
  const intl = useIntl();
  return (
    <ErrorState
      headingLevel={1}
      title={<FormattedMessage {...messages.heading} />}
      onRetry={onReload}
      retryLabel={intl.formatMessage(messages.retry)}
    >
      <p>
        <FormattedMessage {...messages.body} />
      </p>
    </ErrorState>
  );
}
