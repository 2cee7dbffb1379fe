import { COUPON_BASKET_CAPACITY, COUPON_BASKET_KEY } from '@maple/contracts';
import { RouteLink, useApiQuery, useSiteStore, useStoredBasket } from '@maple/contracts/react';
import { buttonClassName, ButtonRow, EmptyState, ErrorState, Skeleton, SkeletonText } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';
import { ClippedCoupons } from './clipped-coupons';
import { FailureCode } from './coupon-failure';

const messages = defineMessages({
  empty: { id: 'coupons.basketList.empty', defaultMessage: 'No coupons in your basket' },
  emptyBody: {
    id: 'coupons.basketList.emptyBody',
    defaultMessage: 'Clip print coupons on the coupons page: they wait here until you print them.',
  },
  visitor: { id: 'coupons.basketList.visitor', defaultMessage: 'Sign in to clip coupons: your basket keeps them until you print them.' },
  browse: { id: 'coupons.basketList.browse', defaultMessage: 'See coupons' },
  print: { id: 'coupons.basketList.print', defaultMessage: 'Print my coupons' },
  more: { id: 'coupons.basketList.more', defaultMessage: 'Clip more coupons' },
  failed: { id: 'coupons.basketList.failed', defaultMessage: 'We couldn’t load your coupons' },
});

/** The coupons in the member's basket, for the basket screen: remove them, or go and print them. */
export function CouponBasket() {
  const signedIn = useSiteStore((state) => state.loggedIn);
  const basket = useStoredBasket(COUPON_BASKET_KEY, COUPON_BASKET_CAPACITY);
  const offers = useApiQuery('memberOffers', undefined, { errors: 'inline' });

  if (!signedIn || basket.ids.length === 0)
    return (
      <EmptyState
        title={<FormattedMessage {...messages.empty} />}
        headingLevel={3}
        action={
          <RouteLink to="coupons" className={buttonClassName('secondary')}>
            <FormattedMessage {...messages.browse} />
          </RouteLink>
        }
      >
        <p>
          <FormattedMessage {...(signedIn ? messages.emptyBody : messages.visitor)} />
        </p>
      </EmptyState>
    );
  if (offers.isError)
    return (
      <ErrorState title={<FormattedMessage {...messages.failed} />} headingLevel={3} onRetry={() => void offers.refetch()}>
        <FailureCode failure={offers.error} />
      </ErrorState>
    );
  if (!offers.data)
    return (
      <Skeleton>
        <SkeletonText lines={2} />
      </Skeleton>
    );
  const clipped = basket.ids.flatMap((id) => offers.data.offers.find((offer) => offer.offerId === id) ?? []);
  return (
    <>
      <ClippedCoupons offers={clipped} onRemove={basket.remove} />
      <ButtonRow>
        <RouteLink to="coupons" search="?printCoupons" className={buttonClassName()}>
          <FormattedMessage {...messages.print} />
        </RouteLink>
        <RouteLink to="coupons" className={buttonClassName('secondary')}>
          <FormattedMessage {...messages.more} />
        </RouteLink>
      </ButtonRow>
    </>
  );
}
