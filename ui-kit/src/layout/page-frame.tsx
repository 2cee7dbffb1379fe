import { type ReactNode, useId } from 'react';
import { useKitMessages } from '../i18n/use-kit-locale';
import styles from './page-frame.module.css';

/** Props of {@link PageFrame}. */
interface PageFrameProps {
  /** The page's title: its only level-1 heading, which also names the page's `article`. */
  readonly title: ReactNode;
  /** One sentence on what the page is for, under the title. */
  readonly intro?: ReactNode;
  /** Links to sibling pages (one link each), listed under "Related pages" at the end. */
  readonly related?: readonly ReactNode[];
  readonly children?: ReactNode;
}

/** The frame of every screen: its title (h1), its purpose, its content and links to related screens. */
export function PageFrame({ title, intro, related = [], children }: PageFrameProps) {
  const t = useKitMessages();
  const headingId = useId();
  const relatedId = `${headingId}-related`;
  return (
    <article className={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {title}
      </h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      <div className={styles.content}>{children}</div>
      {related.length > 0 && (
        <nav className={styles.related} aria-labelledby={relatedId}>
          <h2 id={relatedId} className={styles.relatedHeading}>
            {t.relatedPages}
          </h2>
          <ul className={styles.relatedList}>
            {related.map((link, index) => (
              // The links are a fixed list for the page: their position is their identity.
              <li key={index}>{link}</li>
            ))}
          </ul>
        </nav>
      )}
    </article>
  );
}

/** The class names of the page frame's parts, for skeletons that must take exactly their space. */
export const pageFrameClassNames = { title: styles.title ?? 'title', intro: styles.intro ?? 'intro' } as const;
