import { monthLabels } from './month-labels';

describe('monthLabels', () => {
  it('names a month with its whole year, so it cannot be read as a day of the month', () => {
    expect(monthLabels('2026-06', 'fr-CA')).toEqual({ full: 'juin 2026', axis: 'juin' });
    expect(monthLabels('2026-06', 'en-CA')).toEqual({ full: 'Jun 2026', axis: 'Jun' });
  });

  it('keeps the month of the API whatever the time zone: January stays January', () => {
    expect(monthLabels('2027-01', 'en-CA').full).toBe('Jan 2027');
  });
});
