import { type ReactNode, useId } from 'react';
import { useKitLocale, useKitMessages } from '../i18n/use-kit-locale';
import styles from './progress.module.css';

/** Props of {@link Progress}. */
interface ProgressProps {
  /** What is progressing: "Onboarding surveys". */
  readonly label: ReactNode;
  /** Done so far; leave it out while the amount is unknown. */
  readonly value?: number;
  readonly max?: number;
  /** The value in words; "2 of 3" by default. */
  readonly valueText?: string;
}

/** A labelled progress bar (native `progress`), with its value in words beside the label. */
export function Progress({ label, value, max = 100, valueText }: ProgressProps) {
  const t = useKitMessages();
  const locale = useKitLocale();
  const id = useId();
  const number = new Intl.NumberFormat(locale);
  const text = value === undefined ? undefined : (valueText ?? t.progress(number.format(value), number.format(max)));
  return (
    <div className={styles.progress}>
      <div className={styles.header}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {text && (
          <span className={styles.value} aria-hidden="true">
            {text}
          </span>
        )}
      </div>
      <progress id={id} className={styles.bar} value={value} max={max} aria-valuetext={text} />
    </div>
  );
}
