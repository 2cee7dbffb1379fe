import { cardClassNames } from '../layout/card';
import { Lines, mediumLineClassName, Skeleton, type SkeletonOptions, SkeletonMedia, type SkeletonRatio } from './skeleton';

/** Props of {@link CardListSkeleton}. */
interface CardListSkeletonProps extends SkeletonOptions {
  /** How many cards to stand for: as many as usually arrive, or the page size. */
  readonly count?: number;
  /** Lines of body text per card. */
  readonly lines?: number;
  /** Whether the cards have a one-line heading. */
  readonly heading?: boolean;
  readonly media?: SkeletonRatio;
}

/** A card list while it loads: the same grid, cards, heading and text lines as the real one. */
export function CardListSkeleton({ count = 3, lines = 2, heading = true, media, ...options }: CardListSkeletonProps) {
  return (
    <Skeleton {...options}>
      <div className={cardClassNames.list}>
        {Array.from({ length: count }, (_, index) => (
          <div key={index} className={cardClassNames.card}>
            {heading && (
              <div className={cardClassNames.heading}>
                <Lines count={1} className={mediumLineClassName} />
              </div>
            )}
            <div className={cardClassNames.body}>
              <Lines count={lines} />
            </div>
            {media && (
              <div className={cardClassNames.media}>
                <SkeletonMedia ratio={media} />
              </div>
            )}
          </div>
        ))}
      </div>
    </Skeleton>
  );
}
