import { useLocale, useMfe, useNavigateTo } from '@maple/platform';
import { useCallback } from 'react';
import type { OrderOutcome } from '../components/order-outcomes';

/**
 * Goes to the out-of-stock screen (spec section 2) when everything an order asked for was out
 * of stock, naming the sample (`?sample=`); an order that placed something stays on its page
 * and links there instead.
 */
export function useOutOfStockRedirect(): (outcomes: readonly OrderOutcome[]) => boolean {
  const { routes } = useMfe();
  const locale = useLocale();
  const navigate = useNavigateTo();
  return useCallback(
    (outcomes) => {
      const [first] = outcomes;
      const outOfStock = outcomes.every((outcome) => 'failure' in outcome && outcome.failure.kind === 'rewardOutOfStock');
      const path = routes.find('outOfStock')?.paths[locale];
      if (!first || !outOfStock || !path) return false;
      navigate(`${path}?sample=${encodeURIComponent(first.sample.incentiveId)}`);
      return true;
    },
    [routes, locale, navigate],
  );
}
