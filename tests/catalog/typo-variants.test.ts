import { typoVariants } from '@/lib/catalogue/products/search/typo-variants';

describe('typoVariants', () => {
  it('spells every word one edit away', () => {
    const variants = typoVariants('lehnga');
    expect(variants).toEqual(
      expect.arrayContaining(['lehenga', 'lehnag', 'lhnga', 'lehngaa', 'lexnga']),
    );
    expect(variants).not.toContain('lehnga');
    expect(variants).not.toContain('lehengas');
    expect(new Set(variants).size).toBe(variants.length);
  });

  it('finds the right word for each kind of typo in a five-letter word', () => {
    for (const typo of ['sarre', 'sraee', 'sarees', 'saaree']) {
      expect([typo, ...typoVariants(typo)]).toContain('saree');
    }
  });

  it.each(['gwon', 'bl1042', 'x'.repeat(25)])(
    'leaves %j alone (short, with digits, or too long)',
    (word) => {
      expect(typoVariants(word)).toEqual([]);
    },
  );

  it('uses the Bengali alphabet for Bangla words', () => {
    expect(typoVariants('বেনারসী')).toContain('বেনারসি');
  });
});
