import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { RouteDefinition } from '../routes/route-definition';
import type { RouteId } from '../routes/route-table';
import { useMfe } from './mfe-context';
import { useLocale } from './site-hooks';

/**
 * A link to a screen, by the id of a spec screen or by a route of the composition, in the
 * page's language, labelled with its title unless given children. Renders nothing when the
 * screen is not composed (its remote is disabled). `search` and `hash` add a query (`?printCoupons`)
 * or a fragment (`#optimumCards`).
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
  const route = typeof to === 'string' ? routes.find(to) : to;
  if (!route) return null;
  return (
    <Link to={{ pathname: route.paths[locale], search, hash }} className={className}>
      {children ?? route.title[locale]}
    </Link>
  );
}
