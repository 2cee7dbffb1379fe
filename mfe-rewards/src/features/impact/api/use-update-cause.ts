import { useApiMutation } from '@maple/platform';

/** Changes the member's cause (`PUT user/cause`); its failure is the form's to show. */
export function useUpdateCause() {
  return useApiMutation('updateCause', { errors: 'inline' });
}
