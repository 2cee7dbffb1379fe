import { Skeleton, SkeletonHeading, SkeletonText } from '@maple/ui';

/** A section while it loads (a survey, a quiz): its heading and `lines` lines of text. */
export function ContentSkeleton({ lines }: { lines: number }) {
  return (
    <Skeleton>
      <SkeletonHeading />
      <SkeletonText lines={lines} />
    </Skeleton>
  );
}
