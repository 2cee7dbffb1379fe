import type { Ref, TextareaHTMLAttributes } from 'react';
import { classNames } from '../lib/class-names';
import { FieldError, FieldHint, fieldStyles as styles, LabelText } from './field-parts';
import type { FieldProps } from './field-props';
import { joinIds, useField } from './use-field';

/** Props of {@link TextArea}. */
export interface TextAreaProps extends FieldProps, TextareaHTMLAttributes<HTMLTextAreaElement> {
  readonly ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text field with its label, hint and error wired for screen readers. */
export function TextArea({ label, hint, error, optional = false, id, name, className, ref, rows = 4, ...textarea }: TextAreaProps) {
  const field = useField({ id, name, label, hasHint: Boolean(hint), error });
  return (
    <div className={classNames(styles.field, field.invalid && styles.invalid, className)}>
      <label htmlFor={field.id} className={styles.label}>
        <LabelText optional={optional}>{label}</LabelText>
      </label>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <FieldError id={field.errorId}>{field.error}</FieldError>
      <textarea
        ref={ref}
        id={field.id}
        name={name}
        rows={rows}
        className={styles.control}
        {...textarea}
        aria-describedby={joinIds(field.describedBy, textarea['aria-describedby'])}
        aria-invalid={field.invalid || undefined}
      />
    </div>
  );
}
