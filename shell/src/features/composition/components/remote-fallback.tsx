import { defineMessages, FormattedMessage } from 'react-intl';

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
  return (
    <section className="notice notice--error" role="alert" aria-labelledby="remote-fallback-heading">
      <h1 id="remote-fallback-heading">
        <FormattedMessage {...messages.heading} />
      </h1>
      <p>
        <FormattedMessage {...messages.body} />
      </p>
      <button type="button" className="button" onClick={onRetry}>
        <FormattedMessage {...messages.retry} />
      </button>
    </section>
  );
}
