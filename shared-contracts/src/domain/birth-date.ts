/** Adult age in every province (spec sections 5 and 9). */
export const ADULT_AGE = 18;

/** How many birth years the profile offers (spec section 9). */
const BIRTH_YEAR_CHOICE_COUNT = 100;

/** A birth date as a member gives it: day, month (1 to 12) and year. */
export interface BirthDate {
  readonly day: number;
  readonly month: number;
  readonly year: number;
}

/** Why a birth date was refused. */
type BirthDateProblem = 'impossibleDate' | 'underAge' | 'outOfRange';

/**
 * The birth years the profile offers (spec section 5): starting 18 years before `now` and
 * counting back, 100 of them, newest first.
 */
export function birthYearChoices(now: Date): number[] {
  const first = now.getFullYear() - ADULT_AGE;
  return Array.from({ length: BIRTH_YEAR_CHOICE_COUNT }, (_, index) => first - index);
}

/**
 * True when someone born in `month` of `year` is an adult at `now` (spec section 5): the
 * check compares year and month only, so a member born in this month 18 years ago is an adult
 * from the first day of the month.
 */
export function isAdult({ year, month }: Pick<BirthDate, 'year' | 'month'>, now: Date): boolean {
  const ageInMonths = (now.getFullYear() - year) * 12 + (now.getMonth() + 1 - month);
  return ageInMonths >= ADULT_AGE * 12;
}

/** True when the day exists in that month of that year (29 February only in leap years). */
export function isCalendarDate({ day, month, year }: BirthDate): boolean {
  if (![day, month, year].every(Number.isInteger) || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Checks a birth date against the profile's rules: a real calendar date, a year among the
 * {@link birthYearChoices}, and an adult by year and month. Null when it is good.
 */
export function birthDateProblem(birthDate: BirthDate, now: Date): BirthDateProblem | null {
  if (!isCalendarDate(birthDate)) return 'impossibleDate';
  const years = birthYearChoices(now);
  if (birthDate.year > (years[0] ?? 0) || birthDate.year < (years.at(-1) ?? 0)) {
    // A year after the first choice is too young; one before the last is outside the list.
    return birthDate.year > (years[0] ?? 0) ? 'underAge' : 'outOfRange';
  }
  return isAdult(birthDate, now) ? null : 'underAge';
}

/** Reads a stored birth date (`YYYY-MM-DD`); null when there is none or it is not one. */
export function parseBirthDate(stored: string | null | undefined): BirthDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(stored ?? '');
  if (!match) return null;
  const birthDate = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isCalendarDate(birthDate) ? birthDate : null;
}
