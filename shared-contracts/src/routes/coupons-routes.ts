import { route } from './define-route';

/** The screens mfe-coupons renders: its part of the route table (a remote bundles its own part only). */
export const couponsRoutes = [
  route('coupons', 'coupons', { 'en-CA': '/coupons/', 'fr-CA': '/fr/bons-rabais/' }, { 'en-CA': 'Coupons', 'fr-CA': 'Bons de réduction' }),
  route(
    'samples',
    'coupons',
    { 'en-CA': '/samples', 'fr-CA': '/fr/echantillons' },
    { 'en-CA': 'Free samples', 'fr-CA': 'Échantillons gratuits' },
  ),
  route(
    'outOfStock',
    'coupons',
    { 'en-CA': '/out-of-stock/', 'fr-CA': '/fr/epuisement-des-stocks/' },
    { 'en-CA': 'Out of stock', 'fr-CA': 'Épuisement des stocks' },
  ),
  route('basket', 'coupons', { 'en-CA': '/basket/', 'fr-CA': '/fr/panier/' }, { 'en-CA': 'My basket', 'fr-CA': 'Mon panier' }),
] as const;
