import { RouteLink, useLocale } from '@maple/contracts/react';
import { buttonClassName, PageFrame, Section } from '@maple/ui';
import type { LandingPageDefinition } from '../landing-page-definition';

/** A campaign landing page, rendered from its definition in the page's language. */
export function LandingPage({ page }: { page: LandingPageDefinition }) {
  const locale = useLocale();
  const content = page.content[locale];
  return (
    <PageFrame title={page.route.title[locale]} intro={content.intro}>
      {content.sections.map((section, index) => (
        // The sections are fixed content, never reordered: their position is their identity.
        <Section key={index} heading={section.heading}>
          <p>{section.body}</p>
        </Section>
      ))}
      {content.callToAction && (
        <p>
          <RouteLink to={content.callToAction.routeId} className={buttonClassName()}>
            {content.callToAction.label}
          </RouteLink>
        </p>
      )}
    </PageFrame>
  );
}
