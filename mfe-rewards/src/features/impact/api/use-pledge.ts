import { useApiMutation } from '@maple/platform';

/** Pledges the member's support to their cause (the transaction's charity set to the pledge, 648); its failure is shown in place. */
export function usePledge() {
  return useApiMutation('transactionCustomFields', { errors: 'inline' });
}
