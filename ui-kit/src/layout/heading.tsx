import type { ReactNode } from 'react';

/** A heading level below the page's h1. */
export type HeadingLevel = 2 | 3 | 4;

/** A heading of the given level (the kit's sections and cards let the page pick it). */
export function Heading({ level, id, className, children }: { level: HeadingLevel; id?: string; className?: string; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}
