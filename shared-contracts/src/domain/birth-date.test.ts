import { ADULT_AGE, birthDateProblem, birthYearChoices, isAdult, isCalendarDate, parseBirthDate } from './birth-date';

// 15 March 2026, local time: the month boundary is March.
const now = new Date(2026, 2, 15);

describe('birthYearChoices', () => {
  it('starts 18 years before now and offers 100 years, newest first', () => {
    const years = birthYearChoices(now);
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(2026 - ADULT_AGE);
    expect(years.at(-1)).toBe(1909);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
  });
});

describe('isAdult compares year and month only', () => {
  it('accepts a member who turns 18 this month, whatever the day', () => {
    expect(isAdult({ year: 2008, month: 3 }, now)).toBe(true);
    expect(isAdult({ year: 2008, month: 3 }, new Date(2026, 2, 1))).toBe(true);
  });

  it('refuses a member who turns 18 next month', () => {
    expect(isAdult({ year: 2008, month: 4 }, now)).toBe(false);
    expect(isAdult({ year: 2008, month: 4 }, new Date(2026, 2, 31))).toBe(false);
  });

  it('accepts the month before and every earlier year', () => {
    expect(isAdult({ year: 2008, month: 2 }, now)).toBe(true);
    expect(isAdult({ year: 2007, month: 12 }, now)).toBe(true);
  });

  it('crosses the year boundary: in January, December of 18 years ago plus one is not yet adult', () => {
    const january = new Date(2026, 0, 10);
    expect(isAdult({ year: 2008, month: 1 }, january)).toBe(true);
    expect(isAdult({ year: 2008, month: 2 }, january)).toBe(false);
    expect(isAdult({ year: 2007, month: 12 }, january)).toBe(true);
  });
});

describe('isCalendarDate', () => {
  it.each([
    [{ day: 29, month: 2, year: 2004 }, true],
    [{ day: 29, month: 2, year: 2005 }, false],
    [{ day: 31, month: 4, year: 1990 }, false],
    [{ day: 0, month: 1, year: 1990 }, false],
    [{ day: 1, month: 13, year: 1990 }, false],
    [{ day: 1.5, month: 1, year: 1990 }, false],
  ])('%j is %s', (date, expected) => {
    expect(isCalendarDate(date)).toBe(expected);
  });
});

describe('birthDateProblem', () => {
  it('accepts an adult born on a real day within the year list', () => {
    expect(birthDateProblem({ day: 15, month: 3, year: 2008 }, now)).toBeNull();
    expect(birthDateProblem({ day: 1, month: 1, year: 1909 }, now)).toBeNull();
  });

  it('refuses a day that does not exist', () => {
    expect(birthDateProblem({ day: 31, month: 2, year: 1990 }, now)).toBe('impossibleDate');
  });

  it('refuses a minor, on the month boundary and after it', () => {
    expect(birthDateProblem({ day: 1, month: 4, year: 2008 }, now)).toBe('underAge');
    expect(birthDateProblem({ day: 1, month: 1, year: 2010 }, now)).toBe('underAge');
  });

  it('refuses a year before the list', () => {
    expect(birthDateProblem({ day: 1, month: 1, year: 1908 }, now)).toBe('outOfRange');
  });
});

describe('parseBirthDate', () => {
  it('reads the stored form', () => {
    expect(parseBirthDate('1990-07-04')).toEqual({ year: 1990, month: 7, day: 4 });
  });

  it.each([null, undefined, '', '1990-7-4', '1990-02-30'])('finds none in %p', (stored) => {
    expect(parseBirthDate(stored)).toBeNull();
  });
});
