import { type ReactNode, useId } from 'react';
import type { Localized } from '../routes/route-definition';
import type { RouteId } from '../routes/route-table';
import { useMfe } from './mfe-context';
import { RouteLink } from './route-link';
import { useLocale } from './site-hooks';

const relatedLabel: Localized = { 'en-CA': 'Related pages', 'fr-CA': 'Pages connexes' };

/**
 * The frame of every remote screen: its title as the level-1 heading, its purpose,
 * its content and links to its sibling screens.
 */
export function RemotePage({
  routeId,
  intro,
  related = [],
  children,
}: {
  routeId: RouteId;
  intro: ReactNode;
  related?: readonly RouteId[];
  children?: ReactNode;
}) {
  const { routes } = useMfe();
  const locale = useLocale();
  const headingId = useId();
  const route = routes.find(routeId);
  const relatedNavId = `${headingId}-related`;
  return (
    <article className="page" aria-labelledby={headingId}>
      <h1 id={headingId}>{route?.title[locale] ?? routeId}</h1>
      <p className="page__intro">{intro}</p>
      {children}
      {related.length > 0 && (
        <nav className="page__related" aria-labelledby={relatedNavId}>
          <h2 id={relatedNavId}>{relatedLabel[locale]}</h2>
          <ul>
            {related.map((id) => (
              <li key={id}>
                <RouteLink to={id} />
              </li>
            ))}
          </ul>
        </nav>
      )}
    </article>
  );
}
