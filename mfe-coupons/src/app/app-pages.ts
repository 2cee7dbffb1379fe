import type { ComponentType } from 'react';
import { OutOfStockPage } from '../features/availability/components/out-of-stock-page';
import { BasketPage } from '../features/basket/components/basket-page';
import { CouponsPage } from '../features/coupons/components/coupons-page';
import { SamplesPage } from '../features/samples/components/samples-page';

/** The page of each screen mfe-coupons claims. */
export const appPages: Record<string, ComponentType> = {
  coupons: CouponsPage,
  samples: SamplesPage,
  outOfStock: OutOfStockPage,
  basket: BasketPage,
};
