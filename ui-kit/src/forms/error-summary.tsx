import { type MouseEvent, type ReactNode, type Ref, useId } from 'react';
import { useKitMessages } from '../i18n/use-kit-locale';
import styles from './error-summary.module.css';

/** One problem of a form: its message, and the id of the field it is about (none for the whole form). */
export interface FormProblem {
  readonly message: ReactNode;
  readonly fieldId?: string;
}

/** Props of {@link ErrorSummary}. */
interface ErrorSummaryProps {
  readonly problems: readonly FormProblem[];
  /** "There is a problem" by default. */
  readonly title?: ReactNode;
  /** Give it focus after a failed submission (the kit's `Form` does), so it is read at once. */
  readonly ref?: Ref<HTMLDivElement>;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  field.focus();
  field.scrollIntoView?.({ block: 'center' });
}

/**
 * The list of a form's problems, at its top: each problem tied to a field is a link that
 * moves focus to that field; problems of the whole form (a server error) are plain text.
 * It takes focus (`tabIndex=-1`) so a screen reader reads it when the form is sent.
 */
export function ErrorSummary({ problems, title, ref }: ErrorSummaryProps) {
  const t = useKitMessages();
  const titleId = useId();
  if (problems.length === 0) return null;
  return (
    <div ref={ref} className={styles.summary} tabIndex={-1} role="group" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title ?? t.errorSummaryTitle}
      </h2>
      <ul className={styles.list}>
        {problems.map((problem, index) => {
          const { fieldId } = problem;
          return (
            // A form lists each field once; the whole-form problems have no field.
            <li key={fieldId ?? `form-${index}`}>
              {fieldId ? (
                <a href={`#${fieldId}`} onClick={(event) => focusField(event, fieldId)}>
                  {problem.message}
                </a>
              ) : (
                problem.message
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
