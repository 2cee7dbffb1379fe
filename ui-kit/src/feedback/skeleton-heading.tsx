import type { HeadingLevel } from '../layout/heading';
import { headingClassNames } from '../layout/section';
import { Lines, mediumLineClassName } from './skeleton';

/** A section heading of `level`, one line, with the heading's own size and margins. */
export function SkeletonHeading({ level = 2 }: { level?: HeadingLevel }) {
  return (
    <div className={headingClassNames[level]}>
      <Lines count={1} className={mediumLineClassName} />
    </div>
  );
}
