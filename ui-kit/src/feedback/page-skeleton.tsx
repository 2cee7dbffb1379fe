import { pageFrameClassNames } from '../layout/page-frame';
import { Lines, mediumLineClassName, Skeleton, type SkeletonOptions } from './skeleton';

/**
 * The top of a page while its app loads: the title and the intro, in the page frame's own
 * sizes and margins, so the real page takes their place without moving anything.
 */
export function PageSkeleton({ introLines = 2, ...options }: SkeletonOptions & { introLines?: number }) {
  return (
    <Skeleton {...options}>
      <div className={pageFrameClassNames.title}>
        <Lines count={1} className={mediumLineClassName} />
      </div>
      <div className={pageFrameClassNames.intro}>
        <Lines count={introLines} />
      </div>
    </Skeleton>
  );
}
