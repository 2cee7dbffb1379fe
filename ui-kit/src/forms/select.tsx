import type { Ref, SelectHTMLAttributes } from 'react';
import { controlAttributes, FieldFrame } from './field-parts';
import type { FieldOption } from './field-option';
import type { FieldProps } from './field-props';
import { useField } from './use-field';

/** One answer of a {@link Select}: its label is plain text (an `option` holds nothing else). */
type SelectOption = Omit<FieldOption, 'label' | 'hint'> & { readonly label: string };

/** Props of {@link Select}. */
interface SelectProps extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  readonly options: readonly SelectOption[];
  /** A first, empty answer ("Choose a province"), so nothing is chosen by default. */
  readonly placeholder?: string;
  readonly ref?: Ref<HTMLSelectElement>;
}

/** A native select with its label, hint and error wired for screen readers. */
export function Select({ label, hint, error, optional = false, options, placeholder, id, name, className, ref, ...select }: SelectProps) {
  const field = useField({ id, name, label, hasHint: Boolean(hint), error });
  return (
    <FieldFrame field={field} label={label} hint={hint} optional={optional} className={className}>
      <select ref={ref} name={name} {...select} {...controlAttributes(field, select['aria-describedby'])}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
