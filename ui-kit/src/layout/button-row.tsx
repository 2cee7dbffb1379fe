import type { ReactNode } from 'react';
import { classNames } from '../lib/class-names';
import styles from './button-row.module.css';

/** Buttons and button-like links side by side, wrapping onto more lines on small screens. */
export function ButtonRow({ align = 'start', className, children }: { align?: 'start' | 'end'; className?: string; children: ReactNode }) {
  return <div className={classNames(styles.row, align === 'end' && styles.end, className)}>{children}</div>;
}
