import { type ReactNode, useEffect, useRef } from 'react';
import styles from './focused-on-mount.module.css';

/**
 * Words (a heading's) that take the focus when they appear, so that what replaced the content
 * the member acted on (a result, a confirmation) is read out first.
 */
export function FocusedOnMount({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <span ref={ref} tabIndex={-1} className={styles.target}>
      {children}
    </span>
  );
}
