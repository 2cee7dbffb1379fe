import { lazyPage, type RemotePages } from '@maple/platform';
import type { routeClaims } from './route-claims';

/** The page of each screen mfe-coupons claims, each in its own chunk, fetched when its screen is first shown. */
export const appPages: RemotePages<typeof routeClaims> = {
  coupons: lazyPage(() => import('../features/coupons/components/coupons-page').then((page) => page.CouponsPage)),
  samples: lazyPage(() => import('../features/samples/components/samples-page').then((page) => page.SamplesPage)),
  outOfStock: lazyPage(() => import('../features/availability/components/out-of-stock-page').then((page) => page.OutOfStockPage)),
  basket: lazyPage(() => import('./basket-screen').then((page) => page.BasketScreen)),
};
