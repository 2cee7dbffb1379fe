import { type FormHTMLAttributes, type ReactNode, useEffect, useId, useRef } from 'react';
import type { FieldError, FieldErrors, FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { useKitLocale, useKitMessages } from '../i18n/use-kit-locale';
import { validationMessages } from '../i18n/validation-messages';
import { ErrorSummary, type FormProblem } from './error-summary';
import { FormFields, type FormFieldsContext } from './form-context';

/** Props of {@link Form}. */
interface FormProps<TFieldValues extends FieldValues, TContext, TTransformedValues> extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'children'
> {
  /** What `useForm` returned. */
  readonly form: UseFormReturn<TFieldValues, TContext, TTransformedValues>;
  /** Called with the valid values. Report a server's refusal with `form.setError` (see the README). */
  readonly onSubmit: SubmitHandler<TTransformedValues>;
  /** The error summary's title ("There is a problem" by default). */
  readonly errorSummaryTitle?: ReactNode;
  readonly children: ReactNode;
}

const FIELD_ERROR_KEYS = new Set(['type', 'message', 'types', 'ref', 'root']);

function isFieldError(value: object): value is FieldError {
  return 'type' in value && typeof (value as { type: unknown }).type === 'string';
}

/** Every error of a react-hook-form `errors` tree, with its field's path, in the order it holds them. */
function collectErrors(errors: object, prefix = ''): { name: string; error: FieldError }[] {
  const found: { name: string; error: FieldError }[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object' || (prefix && FIELD_ERROR_KEYS.has(key) && key !== 'root')) continue;
    const name = prefix ? `${prefix}.${key}` : key;
    if (isFieldError(value)) found.push({ name, error: value });
    found.push(...collectErrors(value, name));
  }
  return found;
}

function errorAt(errors: FieldErrors, name: string): FieldError | undefined {
  let node: unknown = errors;
  for (const part of name.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node && typeof node === 'object' && isFieldError(node) ? node : undefined;
}

const isFormLevel = (name: string) => name === 'root' || name.startsWith('root.');

/**
 * A react-hook-form form in the kit's way: no browser validation bubbles (`noValidate`), the
 * fields inside show their errors by `name`, and a failed submission puts an
 * {@link ErrorSummary} at the top and moves focus to it. Errors under `root` (e.g.
 * `form.setError('root.server', { message })` after a 422) are listed there without a link.
 */
export function Form<TFieldValues extends FieldValues, TContext, TTransformedValues>({
  form,
  onSubmit,
  errorSummaryTitle,
  children,
  ...rest
}: FormProps<TFieldValues, TContext, TTransformedValues>) {
  const t = useKitMessages();
  const invalid = validationMessages[useKitLocale()].invalid;
  const prefix = useId();
  // Reading formState during render subscribes the form's owner to these values.
  const { errors, submitCount, isSubmitting } = form.formState;
  const summaryRef = useRef<HTMLDivElement>(null);
  const focusedForSubmit = useRef(0);
  const labels = useRef(new Map<string, ReactNode>());

  const idFor = (name: string) => `${prefix}-${name}`;
  const messageOf = (error: FieldError) => error.message || invalid;
  // In the summary a problem says its field: "Email: Fill in this field."
  const problems: FormProblem[] = collectErrors(errors).map(({ name, error }) => {
    const label = labels.current.get(name);
    const message = label ? (
      <>
        {label}
        {t.labelSeparator}
        {messageOf(error)}
      </>
    ) : (
      messageOf(error)
    );
    return { message, fieldId: isFormLevel(name) ? undefined : idFor(name) };
  });
  const fields: FormFieldsContext = {
    idFor,
    registerLabel: (name, label) => {
      labels.current.set(name, label);
      return () => {
        if (labels.current.get(name) === label) labels.current.delete(name);
      };
    },
    errorFor: (name) => {
      const error = errorAt(errors, name);
      return error ? messageOf(error) : undefined;
    },
  };

  // After each failed submission (the checks', or the server's), once: focus the summary.
  const failed = !isSubmitting && submitCount > focusedForSubmit.current && problems.length > 0;
  useEffect(() => {
    if (!failed) return;
    focusedForSubmit.current = submitCount;
    summaryRef.current?.focus();
  }, [failed, submitCount]);

  return (
    <FormFields.Provider value={fields}>
      <form noValidate {...rest} onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
        {submitCount > 0 && <ErrorSummary ref={summaryRef} problems={problems} title={errorSummaryTitle} />}
        {children}
      </form>
    </FormFields.Provider>
  );
}
