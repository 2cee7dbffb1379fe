/**
 * The site's one clock: every moment it shows (an order, a receipt, a message, a history
 * entry) is read in Toronto time, the zone the API counts its days in (a sign-in is credited
 * once per Toronto day, a draw closes at a Toronto midnight). So one moment is one date on
 * every page, whatever the browser's zone. Calendar dates that are not moments (a birthday,
 * an expiry date) are formatted as the dates they are, in UTC. Decision 051.
 */
export const SITE_TIME_ZONE = 'America/Toronto';

/** A moment with its time of day, naming the zone: "November 30, 2026, 11:59 p.m. EST", « 30 novembre 2026, 23 h 59 HNE ». */
export const MOMENT_WITH_TIME: Readonly<Intl.DateTimeFormatOptions> = {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
  timeZone: SITE_TIME_ZONE,
};
