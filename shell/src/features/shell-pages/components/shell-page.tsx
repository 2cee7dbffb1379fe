import { href, type Locale, type RouteId, siteRoutes } from '@maple/contracts';
import { type ReactNode, useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { ShellLink } from '../../../components/shell-link';

const messages = defineMessages({
  related: { id: 'shell.page.related', defaultMessage: 'Related pages' },
});

/** The frame of the shell's own screens: title, purpose, content and related links. */
export function ShellPage({
  title,
  intro,
  locale,
  related,
  children,
}: {
  title: string;
  intro: ReactNode;
  locale: Locale;
  related: readonly RouteId[];
  children?: ReactNode;
}) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <article className="page" aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      <p className="page__intro">{intro}</p>
      {children}
      <nav className="page__related" aria-label={intl.formatMessage(messages.related)}>
        <ul>
          {related.map((id) => (
            <li key={id}>
              <ShellLink href={href(id, locale)}>{siteRoutes.find(id)?.title[locale]}</ShellLink>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
