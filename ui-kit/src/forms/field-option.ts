import type { ReactNode } from 'react';

/** One answer of a select, a radio group or a checkbox group. */
export interface FieldOption {
  readonly value: string;
  readonly label: ReactNode;
  /** A line of help under the answer (radio and checkbox groups only). */
  readonly hint?: ReactNode;
  readonly disabled?: boolean;
}
