import type { RouteDefinition, RouteId } from '@maple/contracts';
import { useLocale, useMfe, useNavigateTo } from '@maple/platform';
import type { MouseEvent, ReactNode } from 'react';

/** The path of a screen in the page's language with a query and a fragment; null when the screen is not composed. */
function useScreenHref(): (to: RouteId | RouteDefinition, query?: Readonly<Record<string, string | null>>, hash?: string) => string | null {
  const { routes } = useMfe();
  const locale = useLocale();
  return (to, query = {}, hash) => {
    const route = typeof to === 'string' ? routes.find(to) : to;
    if (!route) return null;
    const present = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== null);
    const search = new URLSearchParams(present).toString();
    return `${route.paths[locale]}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`;
  };
}

/**
 * A link to a screen with a query or a fragment (`/causes/?cause=wwf`, `/help#faq-join`),
 * which the contracts' `RouteLink` cannot write. It navigates without reloading, leaves
 * modified clicks (new tab, new window) to the browser, and renders nothing when the screen
 * is not composed. Labelled with the screen's title unless given children.
 */
export function QueryLink({
  to,
  query,
  hash,
  className,
  children,
}: {
  to: RouteId | RouteDefinition;
  query?: Readonly<Record<string, string | null>>;
  hash?: string;
  className?: string;
  children?: ReactNode;
}) {
  const { routes } = useMfe();
  const locale = useLocale();
  const navigateTo = useNavigateTo();
  const href = useScreenHref()(to, query, hash);
  const route = typeof to === 'string' ? routes.find(to) : to;
  if (!href || !route) return null;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigateTo(href);
  };
  return (
    <a href={href} onClick={onClick} className={className}>
      {children ?? route.title[locale]}
    </a>
  );
}
