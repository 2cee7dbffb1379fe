import { MOMENT_WITH_TIME, SITE_TIME_ZONE } from './site-time-zone';

describe('the site’s clock', () => {
  it('reads a moment in Toronto time: late evening in Toronto is still that day, whatever the browser’s zone', () => {
    const lateInToronto = '2026-11-21T03:30:00Z';
    expect(new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone: SITE_TIME_ZONE }).format(new Date(lateInToronto))).toBe(
      'Nov 20, 2026',
    );
  });

  it('names the zone when it shows the time of day, in each language', () => {
    const moment = new Date('2026-12-01T04:59:00Z');
    expect(new Intl.DateTimeFormat('en-CA', MOMENT_WITH_TIME).format(moment)).toMatch(/^November 30, 2026.*11:59\sp\.m\.\sEST$/);
    expect(new Intl.DateTimeFormat('fr-CA', MOMENT_WITH_TIME).format(moment)).toMatch(/^30 novembre 2026.*23\sh\s59\sHNE$/);
  });
});
