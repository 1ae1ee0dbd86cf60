import path from 'node:path';
import {
  describeFindings,
  englishMatchers,
  findEnglish,
  flattenMessages,
  icuArguments,
  IcuSyntaxError,
  parseIcu,
  readMessages,
} from '@/e2e/i18n/english-strings';

const english = flattenMessages({
  cart: {
    title: 'Your bag',
    count: '{count, plural, one {# piece} other {# pieces}}',
    remove: 'Remove {name} from your bag',
    empty: 'Your bag is empty. <link>Browse the collection</link>',
  },
  pay: { gateway: 'SSLCommerz', wallet: 'bKash' },
  pager: { position: '{n} of {total}' },
  quoted: { braces: "Type '{'code'}' as shown, it''s easy" },
});
const bangla = flattenMessages({
  cart: {
    title: 'আপনার ব্যাগ',
    count: '{count, plural, one {#টি পিস} other {#টি পিস}}',
    remove: '{name} ব্যাগ থেকে সরান',
    empty: 'আপনার ব্যাগ খালি। <link>সংগ্রহ দেখুন</link>',
  },
  pay: { gateway: 'SSLCommerz', wallet: 'বিকাশ' },
  pager: { position: '{total}-এর {n}' },
  quoted: { braces: "'{'code'}' লিখুন" },
});
const matchers = englishMatchers(english, bangla);
const at = (text: string) => ({ text, where: 'p' });
const keysOf = (texts: string[]) => findEnglish(texts.map(at), matchers).map((f) => f.key);

describe('flattening message files', () => {
  it('names every message by its dotted key', () => {
    expect(flattenMessages({ a: { b: 'x', c: { d: 'y' } }, e: 'z' }, 'ns')).toEqual({
      'ns.a.b': 'x',
      'ns.a.c.d': 'y',
      'ns.e': 'z',
    });
  });

  it("reads the store's own files, namespaced by file", () => {
    const flat = readMessages(path.join(process.cwd(), 'messages'), 'en');
    expect(flat['common.skipToContent']).toBe('Skip to content');
    expect(flat['common.language.label']).toBe('Language');
  });
});

describe('reading ICU messages', () => {
  it('finds the arguments, their formats and the tags', () => {
    expect(icuArguments(english['cart.count']!)).toEqual(['count:plural']);
    expect(icuArguments(english['cart.empty']!)).toEqual(['<link>']);
    expect(icuArguments('{when, date, short} at {price, number} for {name}')).toEqual([
      'name:',
      'price:number',
      'when:date',
    ]);
  });

  it('keeps quoted braces and doubled apostrophes as text', () => {
    expect(parseIcu(english['quoted.braces']!)).toEqual([
      { kind: 'text', value: "Type {code} as shown, it's easy" },
    ]);
  });

  it('refuses a message with an unclosed argument or tag', () => {
    expect(() => parseIcu('Hello {name')).toThrow(IcuSyntaxError);
    expect(() => parseIcu('Hello <b>there')).toThrow(IcuSyntaxError);
    expect(() => parseIcu('Hello }')).toThrow(IcuSyntaxError);
  });
});

describe('finding English on a Bangla page', () => {
  it('finds a plain English string, whole, with any spacing', () => {
    expect(keysOf(['Your bag'])).toEqual(['cart.title']);
    expect(keysOf(['  Your\n   bag '])).toEqual(['cart.title']);
  });

  it('does not flag a text that merely contains the string, or its Bangla', () => {
    expect(keysOf(['Your bag of tricks', 'আপনার ব্যাগ', 'Your'])).toEqual([]);
  });

  it('matches arguments as wildcards and plurals by their branches', () => {
    expect(keysOf(['Remove Ruby Lehenga from your bag', '3 pieces', '1 piece'])).toEqual([
      'cart.remove',
      'cart.count',
      'cart.count',
    ]);
    expect(keysOf(['Remove  from your bag', '৩টি পিস'])).toEqual([]);
  });

  it('reads rich text as the words it shows, tags left out', () => {
    expect(keysOf(['Your bag is empty. Browse the collection'])).toEqual(['cart.empty']);
  });

  it('allows what is the same in both languages, and ignores messages too vague to tell', () => {
    expect(matchers.map((matcher) => matcher.key)).not.toContain('pay.gateway');
    expect(keysOf(['SSLCommerz', '2 of 5'])).toEqual([]);
    // A brand that has a Bangla spelling is English when left in Latin letters.
    expect(keysOf(['bKash'])).toEqual(['pay.wallet']);
  });

  it('matches a message ICU cannot read as its plain text', () => {
    const [matcher] = englishMatchers({ 'mail.line': 'Line one<br>Line two' }, {});
    expect(matcher!.pattern.test('Line one<br>Line two')).toBe(true);
  });

  it('says where each finding was, once per place', () => {
    const findings = findEnglish(
      [
        { text: 'Your bag', where: 'h1' },
        { text: 'Your bag', where: 'h1' },
        { text: 'Your bag', where: '[aria-label] button' },
      ],
      matchers,
    );
    expect(describeFindings(findings)).toBe(
      '"Your bag" (cart.title) in h1\n"Your bag" (cart.title) in [aria-label] button',
    );
  });
});
