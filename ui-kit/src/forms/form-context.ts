import { createContext, type ReactNode } from 'react';

/** What a kit {@link Form} tells the fields inside it: their ids and their errors, by name. */
export interface FormFieldsContext {
  /** A stable id for the field `name`, which the error summary links to. */
  idFor(name: string): string;
  /** The error to show for the field `name`, if any. */
  errorFor(name: string): ReactNode;
  /** A field tells the form its label, so the error summary can say which field a problem is about. */
  registerLabel(name: string, label: ReactNode): () => void;
}

/** Set by the kit's `Form`; fields outside a form do without it. */
export const FormFields = createContext<FormFieldsContext | null>(null);
