import { useApiMutation } from '@maple/platform';

/** Saves the member's consent to each purpose; its failure is the form's to show. */
export function useUpdateConsents() {
  return useApiMutation('updateConsents', { errors: 'inline' });
}
