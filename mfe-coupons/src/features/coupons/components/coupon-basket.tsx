import { COUPON_BASKET_KEY } from '@maple/contracts';
import { COUPON_BASKET_CAPACITY } from '#src/lib/basket.ts';
import { RouteLink, useApiQuery, useSiteStore } from '@maple/platform';
import { useStoredBasket } from '#src/lib/use-stored-basket.ts';
import { buttonClassName, ButtonRow } from '@maple/ui';
import { defineMessages, FormattedMessage } from 'react-intl';
import { BasketContents } from '#src/components/basket-contents.tsx';
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
  return (
    <BasketContents
      isEmpty={!signedIn || basket.ids.length === 0}
      empty={{
        title: <FormattedMessage {...messages.empty} />,
        body: <FormattedMessage {...(signedIn ? messages.emptyBody : messages.visitor)} />,
        browse: (
          <RouteLink to="coupons" className={buttonClassName('secondary')}>
            <FormattedMessage {...messages.browse} />
          </RouteLink>
        ),
      }}
      query={offers}
      failedTitle={<FormattedMessage {...messages.failed} />}
      failure={(failure) => <FailureCode failure={failure} />}
    >
      {({ offers: available }) => (
        <>
          <ClippedCoupons
            offers={basket.ids.flatMap((id) => available.find((offer) => offer.offerId === id) ?? [])}
            onRemove={basket.remove}
          />
          <ButtonRow>
            <RouteLink to="coupons" search="?printCoupons" className={buttonClassName()}>
              <FormattedMessage {...messages.print} />
            </RouteLink>
            <RouteLink to="coupons" className={buttonClassName('secondary')}>
              <FormattedMessage {...messages.more} />
            </RouteLink>
          </ButtonRow>
        </>
      )}
    </BasketContents>
  );
}
