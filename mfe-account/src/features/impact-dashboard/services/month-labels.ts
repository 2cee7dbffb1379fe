import type { Locale } from '@maple/contracts';

/** How a month of the API (`2026-06`) is named: in full with its year, and shorter under a chart's column. */
interface MonthLabels {
  /** `Jun 2026`, `juin 2026`: never `juin 26`, which reads as a day. */
  readonly full: string;
  /** `Jun`, `juin`: the chart's caption already says which months. */
  readonly axis: string;
}

/** Names a month of the API (`YYYY-MM`) in a language. */
export function monthLabels(month: string, locale: Locale): MonthLabels {
  // The first of the month at noon UTC, formatted in UTC: the same month in every time zone.
  const date = new Date(`${month}-01T12:00:00Z`);
  return {
    full: new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(date),
    axis: new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(date),
  };
}
