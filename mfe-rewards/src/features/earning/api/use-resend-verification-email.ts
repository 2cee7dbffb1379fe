import { useApiMutation } from '@maple/platform';

/** Sends the link that confirms the member's email address again; its failure is shown in place. */
export function useResendVerificationEmail() {
  return useApiMutation('resendVerificationEmail', { errors: 'inline' });
}
