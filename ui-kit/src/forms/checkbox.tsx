import type { InputHTMLAttributes, Ref } from 'react';
import { classNames } from '../lib/class-names';
import { FieldError, fieldStyles as styles } from './field-parts';
import type { FieldProps } from './field-props';
import { joinIds, useField } from './use-field';

/** Props of {@link Checkbox}. */
interface CheckboxProps extends Omit<FieldProps, 'optional'>, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  readonly ref?: Ref<HTMLInputElement>;
}

/** One checkbox (a yes-or-no question, "I accept the rules") with its hint and error. */
export function Checkbox({ label, hint, error, id, name, className, ref, ...input }: CheckboxProps) {
  const field = useField({ id, name, label, hasHint: Boolean(hint), error });
  return (
    <div className={classNames(styles.field, field.invalid && styles.invalid, className)}>
      <FieldError id={field.errorId}>{field.error}</FieldError>
      <div className={styles.option}>
        <input
          ref={ref}
          id={field.id}
          name={name}
          type="checkbox"
          className={styles.check}
          {...input}
          aria-describedby={joinIds(field.describedBy, input['aria-describedby'])}
          aria-invalid={field.invalid || undefined}
        />
        <label htmlFor={field.id} className={styles.optionLabel}>
          {label}
        </label>
        {hint && (
          <p id={field.hintId} className={styles.optionHint}>
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
