import type { InputHTMLAttributes, Ref } from 'react';
import { classNames } from '../lib/class-names';
import { FieldError, FieldHint, fieldStyles as styles, LabelText } from './field-parts';
import type { FieldProps } from './field-props';
import { joinIds, useField } from './use-field';

/** Props of {@link TextField}: a field's label, hint and error, and every `input` attribute. */
export interface TextFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  readonly ref?: Ref<HTMLInputElement>;
}

/**
 * A one-line text field of any input type (`text`, `email`, `password`, `tel`, `number`,
 * `date`, `search`, …) with its label, hint and error wired for screen readers. Works with
 * react-hook-form: `<TextField label="Email" type="email" {...register('email')} />`.
 */
export function TextField({ label, hint, error, optional = false, id, name, className, ref, type = 'text', ...input }: TextFieldProps) {
  const field = useField({ id, name, label, hasHint: Boolean(hint), error });
  return (
    <div className={classNames(styles.field, field.invalid && styles.invalid, className)}>
      <label htmlFor={field.id} className={styles.label}>
        <LabelText optional={optional}>{label}</LabelText>
      </label>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <FieldError id={field.errorId}>{field.error}</FieldError>
      <input
        ref={ref}
        id={field.id}
        name={name}
        type={type}
        className={styles.control}
        {...input}
        aria-describedby={joinIds(field.describedBy, input['aria-describedby'])}
        aria-invalid={field.invalid || undefined}
      />
    </div>
  );
}
