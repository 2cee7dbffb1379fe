import { type ReactNode, useEffect, useState } from 'react';
import { visuallyHiddenClassName } from '../a11y/visually-hidden';
import { useKitMessages } from '../i18n/use-kit-locale';
import { cardClassNames } from '../layout/card';
import type { HeadingLevel } from '../layout/heading';
import { pageFrameClassNames } from '../layout/page-frame';
import { headingClassNames } from '../layout/section';
import { classNames } from '../lib/class-names';
import styles from './skeleton.module.css';

const NBSP = '\u00a0';

function Lines({ count, className }: { count: number; className?: string }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className={classNames(styles.line, count > 1 && index === count - 1 && styles.short, className)}>
          {NBSP}
        </span>
      ))}
    </>
  );
}

/** How long a skeleton waits before it shows and speaks: a load faster than this flashes nothing. */
export const SKELETON_DELAY_MS = 400;

/** What every skeleton takes besides its shapes. */
export interface SkeletonOptions {
  /** Said to screen readers once: "Loading…" by default. */
  readonly label?: string;
  /**
   * Waits {@link SKELETON_DELAY_MS} before it shows and speaks (the default): its space is
   * kept from the start, so nothing moves either way. `false` shows it at once.
   */
  readonly delayed?: boolean;
}

/**
 * Stands for what is loading, and says "Loading…" (or `label`) to screen readers once. Put
 * skeleton shapes inside it; they are hidden from screen readers.
 */
export function Skeleton({ label, delayed = true, className, children }: SkeletonOptions & { className?: string; children: ReactNode }) {
  const t = useKitMessages();
  // Filled after it appears: a live region that changes is read; one born full may not be.
  const [announced, setAnnounced] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(true), delayed ? SKELETON_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [delayed]);
  return (
    <div className={className} aria-busy="true">
      <span role="status" className={visuallyHiddenClassName}>
        {announced ? (label ?? t.loading) : ''}
      </span>
      <div aria-hidden="true" className={delayed ? styles.delayed : undefined}>
        {children}
      </div>
    </div>
  );
}

/** Lines of body text (the last one shorter), exactly as tall as `lines` lines of text. No margins. */
export function SkeletonText({ lines = 3 }: { lines?: number }) {
  return (
    <div className={styles.text}>
      <Lines count={lines} />
    </div>
  );
}

/** A section heading of `level`, one line, with the heading's own size and margins. */
export function SkeletonHeading({ level = 2 }: { level?: HeadingLevel }) {
  return (
    <div className={headingClassNames[level]}>
      <Lines count={1} className={styles.medium} />
    </div>
  );
}

/** The aspect ratios an image placeholder can take. */
export type SkeletonRatio = '1/1' | '4/3' | '3/2' | '16/9';

const ratioClass: Record<SkeletonRatio, string | undefined> = {
  '1/1': styles.ratio1x1,
  '4/3': styles.ratio4x3,
  '3/2': styles.ratio3x2,
  '16/9': styles.ratio16x9,
};

/** An image placeholder of the image's aspect ratio, the full width of its container. */
export function SkeletonMedia({ ratio = '16/9' }: { ratio?: SkeletonRatio }) {
  return <span className={classNames(styles.media, ratioClass[ratio])} />;
}

/**
 * The top of a page while its app loads: the title and the intro, in the page frame's own
 * sizes and margins, so the real page takes their place without moving anything.
 */
export function PageSkeleton({ introLines = 2, ...options }: SkeletonOptions & { introLines?: number }) {
  return (
    <Skeleton {...options}>
      <div className={pageFrameClassNames.title}>
        <Lines count={1} className={styles.medium} />
      </div>
      <div className={pageFrameClassNames.intro}>
        <Lines count={introLines} />
      </div>
    </Skeleton>
  );
}

/** Props of {@link CardListSkeleton}. */
export interface CardListSkeletonProps extends SkeletonOptions {
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
                <Lines count={1} className={styles.medium} />
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
