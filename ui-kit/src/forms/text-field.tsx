import type { InputHTMLAttributes, Ref } from 'react';
import { controlAttributes, FieldFrame } from './field-parts';
import type { FieldProps } from './field-props';
import { useField } from './use-field';
import { useKeysTypedBeforeHydration } from './use-keys-typed-before-hydration';

/** Props of {@link TextField}: a field's label, hint and error, and every `input` attribute. */
interface TextFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  readonly ref?: Ref<HTMLInputElement>;
}

/**
 * A one-line text field of any input type (`text`, `email`, `password`, `tel`, `number`,
 * `date`, `search`, …) with its label, hint and error wired for screen readers. Works with
 * react-hook-form: `<TextField label="Email" type="email" {...register('email')} />`.
 */
export function TextField({ label, hint, error, optional = false, id, name, className, ref, type = 'text', ...input }: TextFieldProps) {
  const field = useField({ id, name, label, hasHint: Boolean(hint), error });
  const controlRef = useKeysTypedBeforeHydration(input.value, ref);
  return (
    <FieldFrame field={field} label={label} hint={hint} optional={optional} className={className}>
      <input ref={controlRef} name={name} type={type} {...input} {...controlAttributes(field, input['aria-describedby'])} />
    </FieldFrame>
  );
}
