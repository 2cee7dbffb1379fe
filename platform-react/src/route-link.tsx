import type { MouseEvent, ReactNode } from 'react';
import type { RouteDefinition, RouteId } from '@maple/contracts';
import { useMfe } from './mfe-context';
import { useNavigateTo } from './navigation-hooks';
import { useLocale } from './site-hooks';

/** True for a click the page should handle itself: the main button, no key held, no other target. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>) {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && !event.defaultPrevented;
}

/**
 * A link to a screen, by the id of a spec screen or by a route of the composition, in the
 * page's language, labelled with its title unless given children. A plain click moves in the
 * page (the app that owns the screen mounts); a new tab or window works as any link. Renders
 * nothing when the screen is not composed (its remote is disabled). `search` and `hash` add a
 * query (`?printCoupons`) or a fragment (`#optimumCards`).
 */
export function RouteLink({
  to,
  children,
  className,
  search,
  hash,
}: {
  to: RouteId | RouteDefinition;
  children?: ReactNode;
  className?: string;
  search?: string;
  hash?: string;
}) {
  const { routes } = useMfe();
  const locale = useLocale();
  const navigate = useNavigateTo();
  const route = typeof to === 'string' ? routes.find(to) : to;
  if (!route) return null;
  const href = `${route.paths[locale]}${search ?? ''}${hash ?? ''}`;
  return (
    <a
      href={href}
      className={className}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children ?? route.title[locale]}
    </a>
  );
}
