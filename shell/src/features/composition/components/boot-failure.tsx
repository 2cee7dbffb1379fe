import { defineMessages, FormattedMessage } from 'react-intl';

const messages = defineMessages({
  heading: { id: 'shell.bootFailure.heading', defaultMessage: 'We could not load the site' },
  body: { id: 'shell.bootFailure.body', defaultMessage: 'Please check your connection and try again.' },
  retry: { id: 'shell.bootFailure.retry', defaultMessage: 'Reload the page' },
});

/** Shown when the site's configuration or composition cannot be read. */
export function BootFailure({ onReload }: { onReload: () => void }) {
  return (
    <section className="notice notice--error" role="alert" aria-labelledby="boot-failure-heading">
      <h1 id="boot-failure-heading">
        <FormattedMessage {...messages.heading} />
      </h1>
      <p>
        <FormattedMessage {...messages.body} />
      </p>
      <button type="button" className="button" onClick={onReload}>
        <FormattedMessage {...messages.retry} />
      </button>
    </section>
  );
}
