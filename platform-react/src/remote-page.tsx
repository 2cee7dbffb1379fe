import { PageFrame } from '@maple/ui';
import type { ReactNode } from 'react';
import type { RouteId } from '@maple/contracts';
import { useMfe } from './mfe-context';
import { RouteLink } from './route-link';
import { useLocale } from './site-hooks';

/**
 * The frame of every remote screen (the UI kit's page frame): its title as the level-1
 * heading (or `heading`, where the screen's short title says too little: "Home"), its purpose,
 * its content and links to its sibling screens.
 */
export function RemotePage({
  routeId,
  heading,
  intro,
  related = [],
  children,
}: {
  routeId: RouteId;
  heading?: ReactNode;
  intro: ReactNode;
  related?: readonly RouteId[];
  children?: ReactNode;
}) {
  const { routes } = useMfe();
  const locale = useLocale();
  const route = routes.find(routeId);
  return (
    <PageFrame
      title={heading ?? route?.title[locale] ?? routeId}
      intro={intro}
      related={related.map((id) => (
        <RouteLink key={id} to={id} />
      ))}
    >
      {children}
    </PageFrame>
  );
}
