import type { ReactNode } from 'react';
import styles from './highlight.module.css';

/** A sentence about the member that opens a page, such as a greeting or the balance. */
export function Highlight({ children }: { children: ReactNode }) {
  return <p className={styles.highlight}>{children}</p>;
}
