import type { ReactNode } from 'react';
import { visuallyHiddenClassName } from '../a11y/visually-hidden';
import { useKitMessages } from '../i18n/use-kit-locale';
import styles from './fields.module.css';

/** A field's name, with "(optional)" when it may be left empty. */
export function LabelText({ children, optional }: { children: ReactNode; optional: boolean }) {
  const t = useKitMessages();
  return (
    <>
      {children}
      {optional && <span className={styles.optional}> {t.optional}</span>}
    </>
  );
}

/** A field's hint, referenced by the control's `aria-describedby`. */
export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  if (!id || !children) return null;
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

/**
 * A field's error message. The element is always there (empty when the field is valid) and is
 * a polite live region, so an error that appears while the member types or leaves the field is
 * read out; the control also points at it with `aria-describedby`.
 */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  const t = useKitMessages();
  return (
    <p id={id} className={styles.error} aria-live="polite">
      {children ? (
        <>
          <span className={visuallyHiddenClassName}>{t.errorPrefix} </span>
          {children}
        </>
      ) : null}
    </p>
  );
}

export { styles as fieldStyles };
