import type { ReactNode } from 'react';

/** What every kit field takes besides its control's own attributes. */
export interface FieldProps {
  /** The field's visible name (a `label`, or the `legend` of a group). */
  readonly label: ReactNode;
  /** Help under the label: the expected format, why we ask. Read with the field. */
  readonly hint?: ReactNode;
  /**
   * The error to show. Inside a kit `Form` you can leave it out: the form's error for the
   * field's `name` is shown.
   */
  readonly error?: ReactNode;
  /** Adds "(optional)" to the label: mark the optional fields, not the required ones. */
  readonly optional?: boolean;
}
