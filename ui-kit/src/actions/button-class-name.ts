import { classNames } from '../lib/class-names';
import styles from './button.module.css';

/** The four kinds of button: the page's main action, another action, a low-key one, a destructive one. */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet' | 'danger';

/** How a button, or a link that looks like one, is drawn. */
export interface ButtonLook {
  /** White on a brand-coloured background (a hero), instead of red on white. */
  readonly inverse?: boolean;
  readonly size?: 'medium' | 'small';
  /** Takes the whole width of its container (a form's submit button on a phone). */
  readonly fullWidth?: boolean;
}

/**
 * The class names that give an element the kit's button look. Use it on links that act as
 * buttons, e.g. contracts' `RouteLink`:
 * `<RouteLink to="signup" className={buttonClassName('primary')} />`.
 */
export function buttonClassName(
  variant: ButtonVariant = 'primary',
  { inverse = false, size = 'medium', fullWidth = false }: ButtonLook = {},
): string {
  return classNames(
    styles.button,
    styles[variant],
    inverse && styles.inverse,
    size === 'small' && styles.small,
    fullWidth && styles.fullWidth,
  );
}

/** The class of the spinner a busy button shows. */
export const spinnerClassName: string = styles.spinner ?? 'spinner';
