import { href, type Locale, type RouteId, siteRoutes } from '@maple/contracts';
import { PageFrame } from '@maple/ui';
import type { ReactNode } from 'react';
import { ShellLink } from '#src/components/shell-link.tsx';

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
  return (
    <PageFrame
      title={title}
      intro={intro}
      related={related.map((id) => (
        <ShellLink key={id} href={href(id, locale)}>
          {siteRoutes.find(id)?.title[locale]}
        </ShellLink>
      ))}
    >
      {children}
    </PageFrame>
  );
}
