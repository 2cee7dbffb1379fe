import {
  fetchJson,
  geoSchema,
  localeFromPath,
  type RouteDefinition,
  type RouteIndex,
  type SiteConfig,
  SUBSCRIPTION_KEY_HEADER,
} from '@maple/contracts';
import type { KeyValueStorage } from '#src/lib/safe-storage.ts';
import { decideGeo } from './geo-rules';

/** Set once the visitor has been seen, so the Quebec redirect happens on the first visit only. */
const GEO_SEEN_KEY = 'geoSeen';

/**
 * Asks the geo endpoint where the visitor is and applies the geo rules. A geo service that
 * fails lets the visitor in.
 */
export async function checkGeo({
  config,
  storage,
  routes,
  location,
  onCountryRestricted,
  onVpn,
  replaceUrl,
}: {
  config: SiteConfig;
  storage: KeyValueStorage;
  routes: RouteIndex<RouteDefinition>;
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  onCountryRestricted: () => void;
  onVpn: () => void;
  replaceUrl: (url: string) => void;
}): Promise<void> {
  let geo;
  try {
    geo = await fetchJson(config.geoEndpoint, geoSchema, {
      headers: { [SUBSCRIPTION_KEY_HEADER]: config.subscriptionKey },
      credentials: 'include',
      cache: 'no-store',
    });
  } catch (error) {
    console.warn('[shell] the geo check failed; the visitor is let in', error);
    return;
  }
  const firstVisit = storage.getItem(GEO_SEEN_KEY) === null;
  storage.setItem(GEO_SEEN_KEY, 'yes');
  const decision = decideGeo(geo, { englishPage: localeFromPath(location.pathname) === 'en-CA', firstVisit });
  if (decision === 'countryRestricted') onCountryRestricted();
  else if (decision === 'vpn') onVpn();
  else if (decision === 'redirectToFrench') replaceUrl(`${routes.counterpart(location.pathname)}${location.search}${location.hash}`);
}
