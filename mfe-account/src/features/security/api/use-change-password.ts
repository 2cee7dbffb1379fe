import { useApiMutation } from '@maple/platform';

/** Changes the member's password at the identity provider, which checks the current one; each refusal is the form's to explain. */
export function useChangePassword() {
  return useApiMutation('changePassword', { errors: 'inline' });
}
