import type { ReactNode } from 'react';
import { classNames } from '../lib/class-names';
import styles from './badge.module.css';

/** The colours a badge comes in; the words must carry the meaning too ("New", "Expired"). */
export type BadgeTone = 'neutral' | 'brand' | 'info' | 'success' | 'warning' | 'danger';

/** A short label beside something: "New", "2 left", "Expired". */
export function Badge({ tone = 'neutral', className, children }: { tone?: BadgeTone; className?: string; children: ReactNode }) {
  return <span className={classNames(styles.badge, styles[tone], className)}>{children}</span>;
}
