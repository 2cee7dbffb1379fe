import { useCallback, useState } from 'react';
import { classNames } from '../lib/class-names';
import styles from './content-image.module.css';

/** An image as content gives it: its files by width, the size it was drawn at, and what it shows. */
export interface ImageSource {
  readonly variants: readonly { readonly url: string; readonly width: number }[];
  readonly width: number;
  readonly height: number;
  /** What the image shows; empty when it only decorates. */
  readonly alt: string;
}

/** The shapes an image's frame keeps: 16:9 (cards, articles) and 2:1 (banners). */
type ImageShape = 'wide' | 'banner';

/** Props of {@link ContentImage}. */
interface ContentImageProps {
  /** The image, or null when there is none: a placeholder takes its place. */
  readonly image: ImageSource | null;
  /** How wide the image shows at each screen width (the `sizes` attribute), so the browser loads the file it needs. */
  readonly sizes: string;
  readonly shape?: ImageShape;
  /**
   * The largest image of the first screen (the page's LCP): loaded at once and first. Every other
   * image loads when it comes near the screen.
   */
  readonly priority?: boolean;
  readonly className?: string;
}

/**
 * How wide a card's image shows (`sizes`): a {@link CardList} gives each card the full width on a
 * phone, half on a tablet, and at least 16rem of the 72rem content on a desktop (four columns).
 */
export const cardImageSizes = '(min-width: 72rem) 18rem, (min-width: 36rem) 50vw, 100vw';

const shapeClass: Record<ImageShape, string | undefined> = { wide: styles.wide, banner: styles.banner };

/** A maple leaf on a soft background: what stands in for an image that is missing or did not load. */
function Placeholder() {
  return (
    <span className={styles.placeholder} aria-hidden="true">
      <svg viewBox="0 0 24 24" focusable="false">
        <path d="M12 2l1.6 3.6 2.4-1.2-.6 4.2 3.2-2.4.8 2.2 2.6-.4-1.4 3.4 1.4.8-4.8 3.4.6 1.8-4.8-.8V22h-2v-5.4l-4.8.8.6-1.8L2 12.2l1.4-.8L2 8l2.6.4.8-2.2 3.2 2.4-.6-4.2 2.4 1.2z" />
      </svg>
    </span>
  );
}

/**
 * A content image in a frame of its shape: the frame holds its place before the file arrives
 * (nothing moves), the browser picks the file for the screen (`srcset`, `sizes`), and it loads
 * lazily unless it is the page's `priority` image. No image, or one that fails to load, shows a
 * clean placeholder instead of a broken one.
 */
export function ContentImage({ image, sizes, shape = 'wide', priority = false, className }: ContentImageProps) {
  // The image that failed to load, by its URL: another image given later gets its chance.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const largest = image?.variants.reduce((wide, variant) => (variant.width > wide.width ? variant : wide));
  // A file that failed before the page was hydrated fired its error before React listened: check it.
  const checkLoaded = useCallback((element: HTMLImageElement | null) => {
    if (element?.complete && element.naturalWidth === 0 && element.currentSrc) setFailedUrl(element.getAttribute('src'));
  }, []);
  return (
    <div className={classNames(styles.frame, shapeClass[shape], className)}>
      {image && largest && failedUrl !== largest.url ? (
        <img
          ref={checkLoaded}
          className={styles.image}
          src={largest.url}
          srcSet={image.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ')}
          sizes={sizes}
          width={image.width}
          height={image.height}
          alt={image.alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onError={() => setFailedUrl(largest.url)}
        />
      ) : (
        <Placeholder />
      )}
    </div>
  );
}
