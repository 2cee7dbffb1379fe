import { createContext, type ReactNode, useContext } from 'react';
import { classNames } from '../lib/class-names';
import { Heading, type HeadingLevel } from './heading';
import styles from './card.module.css';

const InCardList = createContext(false);

/** Props of {@link CardList}. */
interface CardListProps {
  /** Names the list for screen readers when no heading right before it does. */
  readonly label?: string;
  /** The cards are steps in order (an `ol`). */
  readonly ordered?: boolean;
  readonly className?: string;
  readonly children: ReactNode;
}

/** A responsive grid of {@link Card}s: one column at 360 px, as many as fit on wider screens. */
export function CardList({ label, ordered = false, className, children }: CardListProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={classNames(styles.list, className)} aria-label={label}>
      <InCardList.Provider value={true}>{children}</InCardList.Provider>
    </List>
  );
}

/** Props of {@link Card}. */
interface CardProps {
  /** The card's title (a link to what it is about, often). */
  readonly heading?: ReactNode;
  /** The heading's level: 3 by default (cards usually sit in an h2 section). */
  readonly headingLevel?: HeadingLevel;
  /** An id for the heading, when something in the card is labelled by it. */
  readonly headingId?: string;
  /** An image or illustration, shown at the top; give it width and height so nothing shifts. */
  readonly media?: ReactNode;
  /** Buttons or links at the bottom of the card. */
  readonly actions?: ReactNode;
  readonly className?: string;
  /** The body: text, or paragraphs. */
  readonly children?: ReactNode;
}

/** One item of a {@link CardList} (an `li`), or a lone card (a `div`): heading, body, media and actions. */
export function Card({ heading, headingLevel = 3, headingId, media, actions, className, children }: CardProps) {
  const inList = useContext(InCardList);
  const Tag = inList ? 'li' : 'div';
  return (
    <Tag className={classNames(styles.card, className)}>
      {heading && (
        <Heading level={headingLevel} id={headingId} className={styles.heading}>
          {heading}
        </Heading>
      )}
      {children !== undefined && <div className={styles.body}>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
      {media && <div className={styles.media}>{media}</div>}
    </Tag>
  );
}

/** The class names of a card's parts, for skeletons that must take exactly their space. */
export const cardClassNames = {
  list: styles.list ?? 'list',
  card: styles.card ?? 'card',
  heading: styles.heading ?? 'heading',
  body: styles.body ?? 'body',
  media: styles.media ?? 'media',
} as const;
