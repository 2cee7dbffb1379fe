import { useApiMutation } from '@maple/platform';

/** Saves the member's delivery address before their first order (final once submitted); its failure is the form's to show. */
export function useUpdateAddress() {
  return useApiMutation('updateAddress', { errors: 'inline' });
}
