import type { ReactNode } from 'react';
import { classNames } from '../lib/class-names';
import styles from './visually-hidden.module.css';

/** The class of {@link VisuallyHidden}, for elements that are not a `span` (e.g. a table caption). */
export const visuallyHiddenClassName: string = styles.hidden ?? 'hidden';

/**
 * Text for screen readers only: hidden on screen, still in the accessibility tree.
 * `focusable` shows it again while it has keyboard focus (for a link that must be reachable).
 */
export function VisuallyHidden({ children, focusable = false }: { children: ReactNode; focusable?: boolean }) {
  return <span className={classNames(visuallyHiddenClassName, focusable && styles.focusable)}>{children}</span>;
}
