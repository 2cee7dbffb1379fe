import { RouteLink, useLocale } from '@maple/contracts/react';
import { useId } from 'react';
import type { LandingPageDefinition } from '../landing-page-definition';

/** A campaign landing page, rendered from its definition in the page's language. */
export function LandingPage({ page }: { page: LandingPageDefinition }) {
  const locale = useLocale();
  const headingId = useId();
  const content = page.content[locale];
  return (
    <article className="page" aria-labelledby={headingId}>
      <h1 id={headingId}>{page.route.title[locale]}</h1>
      <p className="page__intro">{content.intro}</p>
      {content.sections.map((section, index) => (
        // The sections are fixed content, never reordered: their position is their identity.
        <section key={index}>
          <h2>{section.heading}</h2>
          <p>{section.body}</p>
        </section>
      ))}
      {content.callToAction && (
        <p>
          <RouteLink to={content.callToAction.routeId} className="button">
            {content.callToAction.label}
          </RouteLink>
        </p>
      )}
    </article>
  );
}
