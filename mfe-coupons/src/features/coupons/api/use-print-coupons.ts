import { type ApiOutput, refreshAfter } from '@maple/contracts';
import { useApiMutation, useSiteQueryClient } from '@maple/platform';
import { useCallback } from 'react';

/**
 * Prints coupons through PrintService, which counts every print; its failure is shown in
 * place. A refused job refreshes the offers too: a coupon may have run out of prints
 * elsewhere, and fresh counts fix the basket.
 */
export function usePrintCoupons() {
  const queryClient = useSiteQueryClient();
  const mutation = useApiMutation('printCoupons', { errors: 'inline' });
  const { mutate } = mutation;
  const send = useCallback(
    (offerIds: readonly string[], onPrinted: (job: ApiOutput<'printCoupons'>) => void) =>
      mutate(
        { body: { offerIds: [...offerIds] } },
        { onSuccess: onPrinted, onError: () => void refreshAfter(queryClient, 'printCoupons') },
      ),
    [mutate, queryClient],
  );
  return { ...mutation, send };
}
