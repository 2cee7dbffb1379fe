import { type ReactNode, useEffect, useState } from 'react';
import { visuallyHiddenClassName } from '../a11y/visually-hidden';
import { useKitMessages } from '../i18n/use-kit-locale';
import { classNames } from '../lib/class-names';
import styles from './skeleton.module.css';

const NBSP = '\u00a0';

/** Lines of text-height bars (the last one shorter when there are several). */
export function Lines({ count, className }: { count: number; className?: string }) {
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

/** The class of a bar as wide as most of its line (a heading's). */
export const mediumLineClassName: string = styles.medium ?? 'medium';
