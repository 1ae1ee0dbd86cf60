import {
  containsPattern,
  maxSearchWords,
  searchTerms,
} from '@/lib/catalogue/products/search/search-words';

describe('searchTerms', () => {
  it.each([
    ['Lehenga', { text: 'lehenga', words: ['lehenga'], phrase: null }],
    [
      '  Maroon   Zardozi  ',
      { text: 'maroon zardozi', words: ['maroon', 'zardozi'], phrase: null },
    ],
    ['BL-1042', { text: 'bl-1042', words: ['bl', '1042'], phrase: 'bl-1042' }],
    ["' OR 1=1 --", { text: "' or 1=1 --", words: ['or', '1'], phrase: "' or 1=1 --" }],
    ['%', { text: '%', words: [], phrase: '%' }],
    ['লাল শাড়ি', { text: 'লাল শাড়ি', words: ['লাল', 'শাড়ি'], phrase: null }],
    ['a\u0000b', { text: 'a b', words: ['a', 'b'], phrase: null }],
  ])('%j', (keyward, expected) => {
    expect(searchTerms(keyward)).toEqual(expected);
  });

  it('keeps a 10 KB keyward small: a few distinct, short words and no phrase', () => {
    const terms = searchTerms(Array.from({ length: 1500 }, (_, i) => `word${i}-`).join(' '));
    expect(terms.words).toHaveLength(maxSearchWords);
    expect(terms.phrase).toBeNull();
    expect(searchTerms('x'.repeat(10_240)).words).toEqual(['x'.repeat(40)]);
  });
});

describe('containsPattern', () => {
  it.each([
    ['bl-1', '%bl-1%'],
    ['100%', '%100\\%%'],
    ['a_b', '%a\\_b%'],
    ['back\\slash', '%back\\\\slash%'],
  ])('escapes %j for LIKE', (text, pattern) => {
    expect(containsPattern(text)).toBe(pattern);
  });
});
