import { formatBDT, formatPriceRange } from '@/lib/format/money';

describe('formatBDT', () => {
  it.each([
    [0, '৳ 0'],
    [950, '৳ 950'],
    [3000, '৳ 3,000'],
    [45000, '৳ 45,000'],
    [452000, '৳ 4,52,000'],
    [12345678, '৳ 1,23,45,678'],
    [5999.5, '৳ 5,999.50'],
    [-1200, '−৳ 1,200'],
  ])('writes %p as %p', (amount, text) => {
    expect(formatBDT(amount)).toBe(text);
  });

  it('writes a range only when the prices differ', () => {
    expect(formatPriceRange(52000, 52000)).toBe('৳ 52,000');
    expect(formatPriceRange(52000, 61000)).toBe('৳ 52,000 – ৳ 61,000');
    expect(formatPriceRange(null, null)).toBe('Price on request');
  });
});
