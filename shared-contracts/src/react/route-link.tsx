import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useMfe } from './mfe-context';
import { useLocale } from './site-hooks';

/** A link to a screen by route id, in the page's language, labelled with its title unless given children. */
export function RouteLink({ to, children, className }: { to: string; children?: ReactNode; className?: string }) {
  const { routes } = useMfe();
  const locale = useLocale();
  const route = routes.find(to);
  if (!route) return null;
  return (
    <Link to={route.paths[locale]} className={className}>
      {children ?? route.title[locale]}
    </Link>
  );
}
