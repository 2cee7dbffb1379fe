import { useApiMutation } from '@maple/platform';

/** Sends an issued reward's email again (gift cards, subscriptions, experiences); its failure is shown in place. */
export function useResendRewardEmail() {
  return useApiMutation('resendRewardEmail', { errors: 'inline' });
}
