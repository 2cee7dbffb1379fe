import type { RemotePages } from '@maple/contracts/react';
import { OutOfStockPage } from '../features/availability/components/out-of-stock-page';
import { BasketPage } from '../features/basket/components/basket-page';
import { CouponsPage } from '../features/coupons/components/coupons-page';
import { SamplesPage } from '../features/samples/components/samples-page';
import type { routeClaims } from './route-claims';

/** The page of each screen mfe-coupons claims. */
export const appPages: RemotePages<typeof routeClaims> = {
  coupons: CouponsPage,
  samples: SamplesPage,
  outOfStock: OutOfStockPage,
  basket: BasketPage,
};
