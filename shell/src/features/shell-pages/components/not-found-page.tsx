import type { Locale } from '@maple/contracts';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { ShellPage } from './shell-page';

/** The not-found page's title, also used for the document title. */
export const notFoundMessages = defineMessages({
  title: { id: 'shell.notFound.title', defaultMessage: 'Page not found' },
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
      title={intl.formatMessage(notFoundMessages.title)}
      intro={<FormattedMessage {...notFoundMessages.intro} />}
      locale={locale}
      related={['home', 'sitemap', 'search', 'help']}
    />
  );
}
