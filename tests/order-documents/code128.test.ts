import {
  code128BModules,
  code128BValues,
  code128BWidths,
  code128Patterns,
  fitsCode128B,
} from '@/lib/ordering/orders/documents/code128';

describe('the Code 128 B encoder', () => {
  it('encodes "a@B=1" as JsBarcode’s CODE128B test expects, module for module', () => {
    expect(code128BModules('a@B=1')).toBe(
      '110100100001001011000011000110110100010110001110011001010011100110110111001001100011101011',
    );
  });

  it.each([
    // Start B, V a l u e, check symbol 68, stop.
    ['Value', [104, 54, 65, 76, 85, 69, 68, 106]],
    // Start B, K i n g c e a n, check symbol 64, stop.
    ['Kingcean', [104, 43, 73, 78, 71, 67, 69, 65, 78, 64, 106]],
  ])('gives %s the symbol values and check symbol other encoders give', (text, values) => {
    expect(code128BValues(text)).toEqual(values);
  });

  it('holds the 107 patterns of the standard: 11 modules each (stop 13), bars even, all different', () => {
    expect(code128Patterns).toHaveLength(107);
    expect(new Set(code128Patterns).size).toBe(107);
    code128Patterns.forEach((pattern, value) => {
      const widths = [...pattern].map(Number);
      const sum = widths.reduce((total, width) => total + width, 0);
      expect(sum).toBe(value === 106 ? 13 : 11);
      const bars = widths.filter((_, index) => index % 2 === 0);
      // Code 128's self-check: a symbol's bars take an even number of modules.
      if (value !== 106) expect(bars.reduce((total, width) => total + width, 0) % 2).toBe(0);
      expect(widths.every((width) => width >= 1 && width <= 4)).toBe(true);
    });
  });

  it('makes an order number start with a bar, end with the stop bar and take 11 modules a symbol', () => {
    const number = 'NJ-260521-48271';
    const widths = code128BWidths(number);
    expect(widths.length % 2).toBe(1);
    expect(code128BModules(number)).toHaveLength(11 * (number.length + 3) + 2);
    expect(code128BModules(number)).toMatch(/^11010010000.*1100011101011$/);
  });

  it('refuses what code set B cannot carry', () => {
    expect(fitsCode128B('NJ-260521-48271')).toBe(true);
    for (const text of ['', 'ঢাকা', 'tab\there', 'é']) {
      expect(fitsCode128B(text)).toBe(false);
      expect(() => code128BValues(text)).toThrow('printable ASCII');
    }
  });
});
