import { type OpeningHours, WEEKDAYS, type Weekday } from '@maple/contracts';

/** A run of consecutive days with the same hours: `mon`–`fri` 08:00–20:00. */
interface DayRange {
  readonly first: Weekday;
  readonly last: Weekday;
  readonly opens: string;
  readonly closes: string;
}

/** Opening hours as people read them: consecutive days with the same hours together, Monday first. */
export function dayRanges(hours: readonly OpeningHours[]): DayRange[] {
  const ranges: DayRange[] = [];
  for (const block of hours) {
    const days = WEEKDAYS.filter((day) => block.days.includes(day));
    for (const day of days) {
      const previous = ranges.at(-1);
      const follows =
        previous &&
        previous.opens === block.opens &&
        previous.closes === block.closes &&
        WEEKDAYS.indexOf(day) === WEEKDAYS.indexOf(previous.last) + 1;
      if (previous && follows) ranges[ranges.length - 1] = { ...previous, last: day };
      else ranges.push({ first: day, last: day, opens: block.opens, closes: block.closes });
    }
  }
  return ranges.sort((a, b) => WEEKDAYS.indexOf(a.first) - WEEKDAYS.indexOf(b.first));
}

/** The day of the week and the time (`HH:MM`, 24-hour) at `now` in a time zone. */
export function localDayAndTime(now: Date, timeZone: string): { day: Weekday; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(now)
    .reduce<Record<string, string>>((found, part) => ({ ...found, [part.type]: part.value }), {});
  const day = (parts.weekday ?? '').toLowerCase().slice(0, 3) as Weekday;
  return { day, time: `${parts.hour ?? '00'}:${parts.minute ?? '00'}` };
}

/** True when a channel with these hours is open at `now`: from `opens` included to `closes` excluded, on the channel's own clock. */
export function isOpenAt(hours: readonly OpeningHours[], timeZone: string, now: Date): boolean {
  const { day, time } = localDayAndTime(now, timeZone);
  return hours.some((block) => block.days.includes(day) && block.opens <= time && time < block.closes);
}

/** A Monday (1 January 2024), from which the other days of the week are counted for their names. */
const A_MONDAY = Date.UTC(2024, 0, 1);

/** The name of a day of the week in a language: `Monday`, `lundi`. */
export function weekdayName(day: Weekday, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(A_MONDAY + WEEKDAYS.indexOf(day) * 86_400_000);
}

/** A time of day (`HH:MM`) as a date on a fixed day in UTC, for formatting with `timeZone: 'UTC'`. */
export function clockTimeValue(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return A_MONDAY + (hours * 60 + minutes) * 60_000;
}

/** A North American phone number as people write it: `+18005550123` → `1 800 555-0123`; anything else as given. */
export function formatPhoneNumber(number: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(number);
  return match ? `1 ${match[1]} ${match[2]}-${match[3]}` : number;
}
