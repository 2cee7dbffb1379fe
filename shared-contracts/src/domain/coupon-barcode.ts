// UPC-A, the barcode of printed coupons in Canada: number system 5 marks a coupon.

const LEFT_DIGITS = ['0001101', '0011001', '0010011', '0111101', '0100011', '0110001', '0101111', '0111011', '0110111', '0001011'];
const GUARD = '101';
const MIDDLE_GUARD = '01010';

/** How many modules (narrowest bar widths) a UPC-A barcode is wide, quiet zones aside. */
export const UPC_A_MODULES = 95;

/** The check digit of the first 11 digits of a UPC-A code (odd positions count three times). */
export function upcCheckDigit(elevenDigits: string): number {
  if (!/^\d{11}$/.test(elevenDigits)) throw new Error(`a UPC-A code starts with 11 digits, got "${elevenDigits}"`);
  const sum = [...elevenDigits].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10;
}

/** The 11 digits with their check digit: a complete UPC-A code. */
export function withUpcCheckDigit(elevenDigits: string): string {
  return `${elevenDigits}${upcCheckDigit(elevenDigits)}`;
}

/** True for 12 digits whose last is the check digit of the others. */
export function isUpcA(code: string): boolean {
  return /^\d{12}$/.test(code) && upcCheckDigit(code.slice(0, 11)) === Number(code.slice(11));
}

/** A bar of a barcode: where it starts and how wide it is, in modules. */
interface BarcodeBar {
  readonly x: number;
  readonly width: number;
}

/**
 * The bars of a UPC-A code, left to right: guards, six digits in their left-hand patterns,
 * the middle guard, six in their right-hand patterns (the left ones inverted), the end guard.
 */
export function upcABars(code: string): readonly BarcodeBar[] {
  if (!isUpcA(code)) throw new Error(`"${code}" is not a UPC-A code`);
  const digits = [...code].map(Number);
  const pattern =
    GUARD +
    digits
      .slice(0, 6)
      .map((digit) => LEFT_DIGITS[digit])
      .join('') +
    MIDDLE_GUARD +
    digits
      .slice(6)
      .map((digit) => [...(LEFT_DIGITS[digit] ?? '')].map((module) => (module === '1' ? '0' : '1')).join(''))
      .join('') +
    GUARD;
  const bars: BarcodeBar[] = [];
  [...pattern].forEach((module, x) => {
    if (module !== '1') return;
    const last = bars.at(-1);
    if (last && last.x + last.width === x) bars[bars.length - 1] = { x: last.x, width: last.width + 1 };
    else bars.push({ x, width: 1 });
  });
  return bars;
}

/** A UPC-A code as printed under its bars: `5 37000 31234 8`. */
export function formatUpcA(code: string): string {
  return `${code.slice(0, 1)} ${code.slice(1, 6)} ${code.slice(6, 11)} ${code.slice(11)}`;
}
