import { formatMoney } from './format-money';

describe('formatMoney', () => {
  it('writes dollars the English-Canadian way', () => {
    expect(formatMoney(25, 'en-CA')).toBe('$25.00');
    expect(formatMoney(1250.5, 'en-CA')).toBe('$1,250.50');
  });

  it('writes dollars the French-Canadian way: comma, then a no-break space and $', () => {
    expect(formatMoney(25, 'fr-CA')).toBe('25,00\u00a0$');
    expect(formatMoney(1250.5, 'fr-CA')).toMatch(/^1[\u00a0\u202f]250,50\u00a0\$$/);
  });

  it('names another currency when it is not the Canadian dollar', () => {
    expect(formatMoney(10, 'en-CA', 'USD')).toBe('US$10.00');
  });
});
