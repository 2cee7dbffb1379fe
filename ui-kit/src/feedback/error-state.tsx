import type { ReactNode } from 'react';
import { Button } from '../actions/button';
import { useKitMessages } from '../i18n/use-kit-locale';
import { ButtonRow } from '../layout/button-row';
import { classNames } from '../lib/class-names';
import { StateHeading, type StateHeadingLevel, stateStyles as styles } from './state-heading';

/** Props of {@link ErrorState}. */
export interface ErrorStateProps {
  /** "Something went wrong" by default; say what could not be done when you can. */
  readonly title?: ReactNode;
  /** 1 when the error replaces the whole page, 2 (the default) inside a page. */
  readonly headingLevel?: StateHeadingLevel;
  /** What the visitor can do. */
  readonly children?: ReactNode;
  /** Shows a "Try again" button (or `retryLabel`) that calls it. */
  readonly onRetry?: () => void;
  readonly retryLabel?: string;
  /** Another way forward instead of (or beside) the retry button. */
  readonly action?: ReactNode;
}

/** Something could not load or be done: an `alert`, with a way to try again. */
export function ErrorState({ title, headingLevel = 2, children, onRetry, retryLabel, action }: ErrorStateProps) {
  const t = useKitMessages();
  return (
    <div role="alert" className={classNames(styles.state, styles.error)}>
      <StateHeading level={headingLevel}>{title ?? t.somethingWentWrong}</StateHeading>
      {children && <div className={styles.body}>{children}</div>}
      {(onRetry || action) && (
        <ButtonRow className={styles.action}>
          {onRetry && <Button onClick={onRetry}>{retryLabel ?? t.tryAgain}</Button>}
          {action}
        </ButtonRow>
      )}
    </div>
  );
}
