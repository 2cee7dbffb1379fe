import { useApiMutation } from '@maple/platform';

/** Deletes the member's account, which ends every session; its failure is shown in place. */
export function useDeleteAccount() {
  return useApiMutation('deleteAccount', { errors: 'inline' });
}
