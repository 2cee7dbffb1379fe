import type { Locale } from '@maple/contracts';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { notFoundTitle } from '../not-found-title';
import { ShellPage } from './shell-page';

const messages = defineMessages({
  intro: {
    id: 'shell.notFound.intro',
    defaultMessage: 'We could not find the page you were looking for. It may have moved, or the address may be mistyped.',
  },
});

/** Shown for any path no app claims. */
export function NotFoundPage({ locale }: { locale: Locale }) {
  const intl = useIntl();
  return (
    <ShellPage
      title={intl.formatMessage(notFoundTitle)}
      intro={<FormattedMessage {...messages.intro} />}
      locale={locale}
      related={['home', 'sitemap', 'search', 'help']}
    />
  );
}
