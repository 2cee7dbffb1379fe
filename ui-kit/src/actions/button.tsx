import { type ButtonHTMLAttributes, type MouseEvent, type Ref, useSyncExternalStore } from 'react';
import { visuallyHiddenClassName } from '../a11y/visually-hidden';
import { useKitMessages } from '../i18n/use-kit-locale';
import { classNames } from '../lib/class-names';
import { type ButtonLook, type ButtonVariant, buttonClassName, spinnerClassName } from './button-class-name';

/** Props of {@link Button}. */
interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** `primary` (the default), `secondary`, `quiet` or `danger`. */
  readonly variant?: ButtonVariant;
  /**
   * The action is under way: the button shows a spinner, says so to screen readers once
   * (`busyLabel`, "Please wait…" by default) and ignores clicks, so a form cannot be sent twice.
   * It keeps its focus, unlike a disabled button. Pass it from the start (`busy={false}`) on a
   * button that can become busy: the status region that speaks must exist before it does.
   */
  readonly busy?: boolean;
  readonly busyLabel?: string;
  readonly ref?: Ref<HTMLButtonElement>;
}

const noChanges = () => () => {};

/**
 * A button in the kit's look. `type` is `button` unless you say `submit`. In a page served as
 * HTML it is disabled until its script has hydrated it (looking the same): a press before then
 * would do nothing, silently, where now the browser ignores it and the person presses again.
 */
export function Button({
  variant = 'primary',
  inverse,
  size,
  fullWidth,
  busy,
  busyLabel,
  type = 'button',
  className,
  onClick,
  disabled,
  children,
  ref,
  ...rest
}: ButtonProps) {
  const t = useKitMessages();
  // False in the served markup and while React hydrates it, true in every other render.
  const scripted = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      // Also stops the submission a submit button would start (click or Enter in a field).
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <>
      <button
        ref={ref}
        type={type}
        className={classNames(buttonClassName(variant, { inverse, size, fullWidth }), className)}
        aria-disabled={busy || undefined}
        disabled={disabled || !scripted}
        data-awaiting-script={scripted ? undefined : ''}
        onClick={handleClick}
        {...rest}
      >
        {busy && <span className={spinnerClassName} aria-hidden="true" />}
        {children}
      </button>
      {/* Present before it is filled, so the change is announced. */}
      {busy !== undefined && (
        <span role="status" className={visuallyHiddenClassName}>
          {busy ? (busyLabel ?? t.busy) : ''}
        </span>
      )}
    </>
  );
}
