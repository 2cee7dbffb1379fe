import { BasketPage } from '../features/basket/components/basket-page';
import { CouponBasket } from '../features/coupons/components/coupon-basket';
import { SampleBasket } from '../features/samples/components/sample-basket';

/** The basket screen: the basket page with the coupon and sample lists of their features. */
export function BasketScreen() {
  return <BasketPage coupons={<CouponBasket />} samples={<SampleBasket />} />;
}
