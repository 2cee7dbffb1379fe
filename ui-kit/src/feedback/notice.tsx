import type { ReactNode } from 'react';
import { visuallyHiddenClassName } from '../a11y/visually-hidden';
import { useKitMessages } from '../i18n/use-kit-locale';
import { classNames } from '../lib/class-names';
import styles from './notice.module.css';
import { ToneIcon } from './tone-icon';

/** What a notice is about, which sets its colour, icon and (when announced) its live role. */
export type NoticeTone = 'info' | 'success' | 'warning' | 'error';

/** Props of {@link Notice}. */
interface NoticeProps {
  /** `info` by default. */
  readonly tone?: NoticeTone;
  /** A short bold first line. */
  readonly title?: ReactNode;
  /**
   * The notice appears in answer to something the visitor did and must be read out:
   * `status` (polite) for info and success, `alert` (assertive) for warning and error.
   * Leave it off for a notice that is part of the page from the start: it is then a `note`.
   */
  readonly announce?: boolean;
  readonly id?: string;
  readonly className?: string;
  readonly children?: ReactNode;
}

/** A message set apart from the page: information, success, warning or error. */
export function Notice({ tone = 'info', title, announce = false, id, className, children }: NoticeProps) {
  const t = useKitMessages();
  const role = announce ? (tone === 'warning' || tone === 'error' ? 'alert' : 'status') : 'note';
  return (
    <div id={id} role={role} className={classNames(styles.notice, styles[tone], className)}>
      <ToneIcon tone={tone} className={styles.icon} />
      <div className={styles.content}>
        {tone !== 'info' && <span className={visuallyHiddenClassName}>{t.tone[tone]} </span>}
        {title && <p className={styles.title}>{title}</p>}
        {children}
      </div>
    </div>
  );
}
