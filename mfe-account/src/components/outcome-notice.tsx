import { Notice } from '@maple/ui';
import type { ReactNode } from 'react';

/** What an action (a mutation) came to, announced: its success message, its failure message, or nothing yet. */
export function OutcomeNotice({
  outcome,
  success,
  failure,
}: {
  outcome: { readonly isSuccess: boolean; readonly isError: boolean };
  success: ReactNode;
  failure: ReactNode;
}) {
  if (outcome.isSuccess)
    return (
      <Notice tone="success" announce>
        {success}
      </Notice>
    );
  if (outcome.isError)
    return (
      <Notice tone="error" announce>
        {failure}
      </Notice>
    );
  return null;
}
