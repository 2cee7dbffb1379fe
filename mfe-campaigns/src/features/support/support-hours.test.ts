import type { OpeningHours } from '@maple/contracts';
import { clockTimeValue, dayRanges, formatPhoneNumber, isOpenAt, localDayAndTime, weekdayName } from './support-hours';

const hours: OpeningHours[] = [
  { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '08:00', closes: '20:00' },
  { days: ['sat'], opens: '10:00', closes: '16:00' },
];
const toronto = 'America/Toronto';

describe('dayRanges', () => {
  it('puts consecutive days with the same hours together, Monday first', () => {
    expect(dayRanges(hours)).toEqual([
      { first: 'mon', last: 'fri', opens: '08:00', closes: '20:00' },
      { first: 'sat', last: 'sat', opens: '10:00', closes: '16:00' },
    ]);
  });

  it('splits days that are not consecutive, whatever order they are written in', () => {
    expect(dayRanges([{ days: ['fri', 'mon', 'tue'], opens: '09:00', closes: '17:00' }])).toEqual([
      { first: 'mon', last: 'tue', opens: '09:00', closes: '17:00' },
      { first: 'fri', last: 'fri', opens: '09:00', closes: '17:00' },
    ]);
  });

  it('keeps neighbouring days with different hours apart', () => {
    expect(
      dayRanges([
        { days: ['sat'], opens: '10:00', closes: '16:00' },
        { days: ['fri'], opens: '08:00', closes: '20:00' },
      ]).map((range) => range.first),
    ).toEqual(['fri', 'sat']);
  });
});

describe('localDayAndTime', () => {
  it('reads the day and time on the support team’s clock, across daylight saving time', () => {
    // 15:00 UTC is 10:00 in Toronto in winter (EST) and 11:00 in summer (EDT).
    expect(localDayAndTime(new Date('2026-11-23T15:00:00Z'), toronto)).toEqual({ day: 'mon', time: '10:00' });
    expect(localDayAndTime(new Date('2026-07-06T15:00:00Z'), toronto)).toEqual({ day: 'mon', time: '11:00' });
  });

  it('knows it is still Sunday evening in Toronto when it is Monday in UTC', () => {
    expect(localDayAndTime(new Date('2026-11-23T02:30:00Z'), toronto)).toEqual({ day: 'sun', time: '21:30' });
  });
});

describe('isOpenAt', () => {
  it('is open during the hours of the day', () => {
    expect(isOpenAt(hours, toronto, new Date('2026-11-23T15:00:00Z'))).toBe(true);
    expect(isOpenAt(hours, toronto, new Date('2026-11-28T16:00:00Z'))).toBe(true);
  });

  it('opens at the opening minute and is closed from the closing minute', () => {
    expect(isOpenAt(hours, toronto, new Date('2026-11-23T13:00:00Z'))).toBe(true);
    expect(isOpenAt(hours, toronto, new Date('2026-11-23T12:59:00Z'))).toBe(false);
    expect(isOpenAt(hours, toronto, new Date('2026-11-24T01:00:00Z'))).toBe(false);
  });

  it('is closed on a day without hours', () => {
    expect(isOpenAt(hours, toronto, new Date('2026-11-29T16:00:00Z'))).toBe(false);
  });
});

describe('weekdayName', () => {
  it('names the days in both languages', () => {
    expect(weekdayName('mon', 'en-CA')).toBe('Monday');
    expect(weekdayName('sun', 'en-CA')).toBe('Sunday');
    expect(weekdayName('fri', 'fr-CA')).toBe('vendredi');
  });
});

describe('clockTimeValue', () => {
  it('is the time of day on a fixed day, in UTC', () => {
    expect(new Date(clockTimeValue('08:30')).toISOString()).toBe('2024-01-01T08:30:00.000Z');
    expect(new Date(clockTimeValue('20:00')).getUTCHours()).toBe(20);
  });
});

describe('formatPhoneNumber', () => {
  it('writes a North American number with spaces and a dash', () => {
    expect(formatPhoneNumber('+18005550123')).toBe('1 800 555-0123');
  });

  it('leaves any other number as given', () => {
    expect(formatPhoneNumber('+33123456789')).toBe('+33123456789');
  });
});
