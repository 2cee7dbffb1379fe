import { decideGeo } from './geo-rules';

const at = (country: string, latitude: number | null, longitude: number | null, proxy = false) => ({
  country,
  region: null,
  latitude,
  longitude,
  proxy,
});
const englishFirstVisit = { englishPage: true, firstVisit: true };

describe('decideGeo', () => {
  it('refuses service outside Canada', () => {
    expect(decideGeo(at('US', 40.7, -74), englishFirstVisit)).toBe('countryRestricted');
  });

  it('asks a VPN or proxy user to turn it off, wherever it claims to be', () => {
    expect(decideGeo(at('CA', 43.6, -79.4, true), englishFirstVisit)).toBe('vpn');
    expect(decideGeo(at('NL', 52.4, 4.9, true), englishFirstVisit)).toBe('vpn');
  });

  it('sends a first-time visitor on an English page inside the Quebec area to French', () => {
    expect(decideGeo(at('CA', 45.5, -73.6), englishFirstVisit)).toBe('redirectToFrench');
    expect(decideGeo(at('CA', 44.7, -81.0), englishFirstVisit)).toBe('redirectToFrench');
    expect(decideGeo(at('CA', 62.8, -69.3), englishFirstVisit)).toBe('redirectToFrench');
  });

  it('does it only once, only from English, only inside the area', () => {
    expect(decideGeo(at('CA', 45.5, -73.6), { englishPage: true, firstVisit: false })).toBe('none');
    expect(decideGeo(at('CA', 45.5, -73.6), { englishPage: false, firstVisit: true })).toBe('none');
    expect(decideGeo(at('CA', 43.65, -79.38), englishFirstVisit)).toBe('none');
    expect(decideGeo(at('CA', 45.5, -69.2), englishFirstVisit)).toBe('none');
    expect(decideGeo(at('CA', null, null), englishFirstVisit)).toBe('none');
  });
});
