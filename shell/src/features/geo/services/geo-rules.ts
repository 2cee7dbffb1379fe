import type { Geo } from '@maple/contracts';

/** The area whose first-time visitors are sent to French (spec section 2). */
const QUEBEC_AREA = { minLatitude: 44.7, maxLatitude: 62.8, minLongitude: -81.0, maxLongitude: -69.3 } as const;

/** What the shell does with the visitor's location. */
type GeoDecision = 'countryRestricted' | 'vpn' | 'redirectToFrench' | 'none';

/**
 * Outside Canada the site refuses service; a VPN or proxy is asked to be turned off; a
 * first-time visitor on an English page inside the Quebec area goes to French once.
 */
export function decideGeo(geo: Geo, { englishPage, firstVisit }: { englishPage: boolean; firstVisit: boolean }): GeoDecision {
  if (geo.proxy) return 'vpn';
  if (geo.country.toUpperCase() !== 'CA') return 'countryRestricted';
  const { latitude, longitude } = geo;
  const inQuebecArea =
    latitude !== null &&
    longitude !== null &&
    latitude >= QUEBEC_AREA.minLatitude &&
    latitude <= QUEBEC_AREA.maxLatitude &&
    longitude >= QUEBEC_AREA.minLongitude &&
    longitude <= QUEBEC_AREA.maxLongitude;
  return inQuebecArea && englishPage && firstVisit ? 'redirectToFrench' : 'none';
}
