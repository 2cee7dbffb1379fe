import { formatUpcA, isUpcA, UPC_A_MODULES, upcABars, upcCheckDigit, withUpcCheckDigit } from './coupon-barcode';

describe('UPC-A coupon codes', () => {
  it('compute the check digit of known codes', () => {
    expect(upcCheckDigit('03600029145')).toBe(2);
    expect(withUpcCheckDigit('03600029145')).toBe('036000291452');
    expect(upcCheckDigit('01234567890')).toBe(5);
    expect(upcCheckDigit('00000000000')).toBe(0);
  });

  it('tell a good code from a mistyped one', () => {
    expect(isUpcA('036000291452')).toBe(true);
    expect(isUpcA('036000291453')).toBe(false);
    expect(isUpcA('03600029145')).toBe(false);
    expect(isUpcA('03600029145a')).toBe(false);
  });

  it('refuse to compute from anything but 11 digits', () => {
    expect(() => upcCheckDigit('123')).toThrow('11 digits');
  });

  it('draw 95 modules: 30 bars, starting and ending with the guards', () => {
    const bars = upcABars('036000291452');
    expect(bars).toHaveLength(30);
    expect(bars[0]).toEqual({ x: 0, width: 1 });
    expect(bars.at(-1)).toEqual({ x: UPC_A_MODULES - 1, width: 1 });
    const inked = bars.reduce((total, bar) => total + bar.width, 0);
    expect(inked).toBeGreaterThan(30);
    expect(inked).toBeLessThan(UPC_A_MODULES);
  });

  it('draw the left digits in their own patterns and the right ones inverted', () => {
    // 0 on the left is 0001101: its bars are modules 6-7 and 9 after the 3-module start guard.
    const bars = upcABars('000000000000');
    expect(bars.slice(2, 4)).toEqual([
      { x: 6, width: 2 },
      { x: 9, width: 1 },
    ]);
    // 0 on the right is 1110010, starting after the middle guard (module 50).
    expect(bars.find((bar) => bar.x === 50)).toEqual({ x: 50, width: 3 });
  });

  it('refuse to draw a code whose check digit is wrong', () => {
    expect(() => upcABars('036000291453')).toThrow('not a UPC-A code');
  });

  it('print a code in its usual groups', () => {
    expect(formatUpcA('536000291452')).toBe('5 36000 29145 2');
  });
});
