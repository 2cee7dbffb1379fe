import { type ReactNode, useId } from 'react';
import { classNames } from '../lib/class-names';
import { Heading, type HeadingLevel } from './heading';
import styles from './section.module.css';

/** The class of a section heading of each level, shared with cards and skeletons. */
export const headingClassNames: Readonly<Record<HeadingLevel, string>> = {
  2: classNames(styles.heading, styles.level2),
  3: classNames(styles.heading, styles.level3),
  4: classNames(styles.heading, styles.level4),
};

/** Props of {@link Section}. */
interface SectionProps {
  /** The section's heading; it also names the section (a `region` landmark). */
  readonly heading: ReactNode;
  /** The heading's level: 2 under the page title (the default), 3 or 4 deeper down. */
  readonly level?: HeadingLevel;
  /** A sentence under the heading. */
  readonly description?: ReactNode;
  /** Controls beside the heading (e.g. a "See all" link). */
  readonly actions?: ReactNode;
  readonly id?: string;
  readonly className?: string;
  readonly children?: ReactNode;
}

/** A part of a page, named by its heading. */
export function Section({ heading, level = 2, description, actions, id, className, children }: SectionProps) {
  const headingId = useId();
  return (
    <section id={id} className={classNames(styles.section, className)} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Heading level={level} id={headingId} className={headingClassNames[level]}>
          {heading}
        </Heading>
        {actions}
      </div>
      {description && <p className={styles.description}>{description}</p>}
      {children}
    </section>
  );
}
