import { formatPoints } from './format-points';

// Intl puts a no-break space (U+00A0) or a narrow one (U+202F) between thousands in French,
// depending on the ICU data; either way the number never breaks across lines.
const frenchThousands = '[\u00a0\u202f]';

describe('formatPoints', () => {
  it('groups thousands the English way and says points', () => {
    expect(formatPoints(1000, 'en-CA')).toBe('1,000\u00a0points');
    expect(formatPoints(1234567, 'en-CA')).toBe('1,234,567\u00a0points');
  });

  it('groups thousands with a no-break space in French', () => {
    expect(formatPoints(1000, 'fr-CA')).toMatch(new RegExp(`^1${frenchThousands}000\u00a0points$`));
  });

  it('says point for one, in both languages', () => {
    expect(formatPoints(1, 'en-CA')).toBe('1\u00a0point');
    expect(formatPoints(1, 'fr-CA')).toBe('1\u00a0point');
  });

  it('follows each language’s plural for zero: 0 points, 0 point', () => {
    expect(formatPoints(0, 'en-CA')).toBe('0\u00a0points');
    expect(formatPoints(0, 'fr-CA')).toBe('0\u00a0point');
  });

  it('shows the sign of a change when asked', () => {
    expect(formatPoints(50, 'en-CA', { signed: true })).toBe('+50\u00a0points');
    expect(formatPoints(-1, 'en-CA', { signed: true })).toBe('-1\u00a0point');
    expect(formatPoints(-2000, 'fr-CA', { signed: true })).toMatch(new RegExp(`^-2${frenchThousands}000\u00a0points$`));
  });

  it('never shows a fraction of a point', () => {
    expect(formatPoints(12.6, 'en-CA')).toBe('13\u00a0points');
  });
});
