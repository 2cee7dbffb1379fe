import type { ChangeEventHandler, FocusEventHandler, Ref } from 'react';
import { classNames } from '../lib/class-names';
import { FieldError, FieldHint, fieldStyles as styles, LabelText } from './field-parts';
import type { FieldOption } from './field-option';
import type { FieldProps } from './field-props';
import { joinIds, useField } from './use-field';

/** What radio and checkbox groups share: a legend, a hint, an error and their answers. */
export interface ChoiceGroupProps extends FieldProps {
  readonly options: readonly FieldOption[];
  /** The name every answer submits under; react-hook-form's `register` gives it. */
  readonly name?: string;
  /** The id of the first answer (the one an error summary links to). */
  readonly id?: string;
  /** Answers side by side (short ones, such as Yes and No) instead of one per line. */
  readonly inline?: boolean;
  readonly disabled?: boolean;
  readonly onChange?: ChangeEventHandler<HTMLInputElement>;
  readonly onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Given to every answer's input (react-hook-form's `register` ref tracks them all). */
  readonly ref?: Ref<HTMLInputElement>;
  readonly className?: string;
}

/** The fieldset both groups render; `checked` says whether an answer is chosen (controlled use). */
export function ChoiceGroup({
  type,
  label,
  hint,
  error,
  optional = false,
  options,
  name,
  id,
  inline = false,
  disabled,
  onChange,
  onBlur,
  ref,
  className,
  isChecked,
  isDefaultChecked,
}: ChoiceGroupProps & {
  type: 'radio' | 'checkbox';
  isChecked?: (value: string) => boolean;
  isDefaultChecked?: (value: string) => boolean;
}) {
  const field = useField({ id, name, label, hasHint: Boolean(hint), error });
  return (
    <fieldset className={classNames(styles.field, field.invalid && styles.invalid, className)} aria-describedby={field.describedBy}>
      <legend className={styles.label}>
        <LabelText optional={optional}>{label}</LabelText>
      </legend>
      <FieldHint id={field.hintId}>{hint}</FieldHint>
      <FieldError id={field.errorId}>{field.error}</FieldError>
      <div className={classNames(styles.options, inline && styles.inline)}>
        {options.map((option, index) => {
          const inputId = index === 0 ? field.id : `${field.id}-${index}`;
          const optionHintId = option.hint ? `${inputId}-hint` : undefined;
          return (
            <div key={option.value} className={styles.option}>
              <input
                ref={ref}
                id={inputId}
                type={type}
                name={name}
                value={option.value}
                className={styles.check}
                disabled={disabled || option.disabled}
                checked={isChecked?.(option.value)}
                defaultChecked={isDefaultChecked?.(option.value)}
                onChange={onChange}
                onBlur={onBlur}
                aria-describedby={joinIds(optionHintId)}
                aria-invalid={field.invalid || undefined}
              />
              <label htmlFor={inputId} className={styles.optionLabel}>
                {option.label}
              </label>
              {option.hint && (
                <p id={optionHintId} className={styles.optionHint}>
                  {option.hint}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
