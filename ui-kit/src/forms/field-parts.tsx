import type { ReactNode } from 'react';
import { visuallyHiddenClassName } from '../a11y/visually-hidden';
import { useKitMessages } from '../i18n/use-kit-locale';
import { classNames } from '../lib/class-names';
import styles from './fields.module.css';
import { type FieldWiring, joinIds } from './use-field';

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

/**
 * A one-control field (text, text area, select): its label, hint and error around the control,
 * with the red bar of an invalid field.
 */
export function FieldFrame({
  field,
  label,
  hint,
  optional,
  className,
  children,
}: {
  field: FieldWiring;
  label: ReactNode;
  hint: ReactNode;
  optional: boolean;
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={classNames(styles.field, field.invalid && styles.invalid, className)}>
      <label htmlFor={field.id} className={styles.label}>
        <LabelText optional={optional}>{label}</LabelText>
      </label>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <FieldError id={field.errorId}>{field.error}</FieldError>
      {children}
    </div>
  );
}

/** The attributes that tie a control to its field: id, description (hint, error, the page's own) and validity. */
export function controlAttributes(field: FieldWiring, describedBy: string | undefined) {
  return {
    id: field.id,
    className: styles.control,
    'aria-describedby': joinIds(field.describedBy, describedBy),
    'aria-invalid': field.invalid || undefined,
  };
}

export { styles as fieldStyles };
