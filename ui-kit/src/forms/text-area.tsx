import type { Ref, TextareaHTMLAttributes } from 'react';
import { controlAttributes, FieldFrame } from './field-parts';
import type { FieldProps } from './field-props';
import { useField } from './use-field';
import { useKeysTypedBeforeHydration } from './use-keys-typed-before-hydration';

/** Props of {@link TextArea}. */
interface TextAreaProps extends FieldProps, TextareaHTMLAttributes<HTMLTextAreaElement> {
  readonly ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text field with its label, hint and error wired for screen readers. */
export function TextArea({ label, hint, error, optional = false, id, name, className, ref, rows = 4, ...textarea }: TextAreaProps) {
  const field = useField({ id, name, label, hasHint: Boolean(hint), error });
  const controlRef = useKeysTypedBeforeHydration(textarea.value, ref);
  return (
    <FieldFrame field={field} label={label} hint={hint} optional={optional} className={className}>
      <textarea ref={controlRef} name={name} rows={rows} {...textarea} {...controlAttributes(field, textarea['aria-describedby'])} />
    </FieldFrame>
  );
}
