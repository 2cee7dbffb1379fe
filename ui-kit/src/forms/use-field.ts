import { type ReactNode, useContext, useEffect, useId } from 'react';
import { FormFields } from './form-context';

/** The ids and state that tie a field's label, hint and error to its control. */
export interface FieldWiring {
  readonly id: string;
  readonly hintId: string | undefined;
  readonly errorId: string;
  readonly error: ReactNode;
  readonly invalid: boolean;
  /** `aria-describedby` of the control: the hint, then the error. */
  readonly describedBy: string | undefined;
}

/** Joins `aria-describedby` id lists, skipping empty ones. */
export function joinIds(...ids: readonly (string | undefined)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

/**
 * Wires a field: its id (given, from the enclosing kit `Form` by name, or generated), its hint
 * and error ids, and its error (given, or the form's error for `name`). Inside a `Form` it
 * also registers its label, which the error summary puts before each message.
 */
export function useField({
  id,
  name,
  label,
  hasHint,
  error,
}: {
  id?: string;
  name?: string;
  label: ReactNode;
  hasHint: boolean;
  error?: ReactNode;
}): FieldWiring {
  const generated = useId();
  const form = useContext(FormFields);
  useEffect(() => (form && name ? form.registerLabel(name, label) : undefined), [form, name, label]);
  const fieldId = id ?? (form && name ? form.idFor(name) : generated);
  const shown = error ?? (form && name ? form.errorFor(name) : undefined);
  const invalid = shown !== undefined && shown !== null && shown !== false && shown !== '';
  const hintId = hasHint ? `${fieldId}-hint` : undefined;
  const errorId = `${fieldId}-error`;
  return {
    id: fieldId,
    hintId,
    errorId,
    error: invalid ? shown : null,
    invalid,
    describedBy: joinIds(hintId, invalid ? errorId : undefined),
  };
}
