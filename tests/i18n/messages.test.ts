import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  flattenMessages,
  icuArguments,
  messageWords,
  type MessageTree,
} from '@/e2e/i18n/english-strings';
import { namespaces } from '@/i18n/namespaces';

const messagesDir = path.join(process.cwd(), 'messages');

/**
 * Messages that are rightly the same in Bangla: names the Bangla market writes in Latin
 * letters. Anything else identical is a string left in English. A message whose own words
 * have no Latin letter ("{name} ({sku})", "বাংলা") needs no entry.
 */
const sameInBothLanguages = new Set([
  'SSLCommerz',
  'bKash',
  'Nagad',
  'Rocket',
  'WhatsApp',
  'Messenger',
  'Facebook',
  'Instagram',
  'YouTube',
  'TikTok',
  'Google',
  'Visa',
  'Mastercard',
  'American Express',
  'Steadfast',
  'Pathao',
  'English',
  'OK',
]);

/** Formats that only choose a branch: Bangla, which has no plural forms, may do without. */
const choosing = new Set(['plural', 'selectordinal', 'select']);

const argumentsOf = (message: string) =>
  new Map(
    icuArguments(message).map((entry) => {
      const at = entry.lastIndexOf(':');
      return at === -1 ? [entry, 'tag'] : [entry.slice(0, at), entry.slice(at + 1)];
    }),
  );

/**
 * What is wrong with a Bangla message's arguments, or null: it may use only the English
 * one's arguments and tags (t() is given no others), and must show every value the English
 * shows; a plural or select that only chooses words may be left out.
 */
function argumentProblem(english: string, bangla: string): string | null {
  const en = argumentsOf(english);
  const bn = argumentsOf(bangla);
  const unknown = [...bn.keys()].filter((name) => !en.has(name));
  if (unknown.length > 0) return `Bangla uses ${unknown.join(', ')}, which English has not`;
  const dropped = [...en].filter(([name, format]) => !bn.has(name) && !choosing.has(format));
  if (dropped.length > 0) return `Bangla leaves out ${dropped.map(([name]) => name).join(', ')}`;
  return null;
}

const files = (locale: string) =>
  readdirSync(path.join(messagesDir, locale))
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.basename(name, '.json'))
    .sort();

const read = (locale: string, namespace: string) =>
  flattenMessages(
    JSON.parse(
      readFileSync(path.join(messagesDir, locale, `${namespace}.json`), 'utf8'),
    ) as MessageTree,
  );

describe('comparing the arguments of a message and its Bangla', () => {
  it('accepts the same arguments in another order, and a plural Bangla does without', () => {
    expect(argumentProblem('{name} in {size}', '{size}-এ {name}')).toBeNull();
    expect(
      argumentProblem('{count, plural, one {# piece} other {{n} pieces}}', '{n}টি পিস'),
    ).toBeNull();
  });

  it('refuses an argument English lacks, a value left out, or a tag lost', () => {
    expect(argumentProblem('{name}', '{nam}')).toMatch(/uses nam/);
    expect(argumentProblem('Remove {name}', 'সরান')).toMatch(/leaves out name/);
    expect(argumentProblem('<link>Shop</link> now', 'এখনই কিনুন')).toMatch(/leaves out <link>/);
  });
});

describe('the message files', () => {
  it('are the namespaces i18n/namespaces.ts loads, in both languages', () => {
    expect(files('en')).toEqual([...namespaces].sort());
    expect(files('bn')).toEqual(files('en'));
  });

  describe.each(files('en'))('%s.json', (namespace) => {
    const english = read('en', namespace);
    const bangla = read('bn', namespace);

    it('has exactly the same keys in Bangla as in English', () => {
      expect(Object.keys(bangla).sort()).toEqual(Object.keys(english).sort());
    });

    it('gives each Bangla message the arguments and tags of its English one', () => {
      const differing = Object.keys(english)
        .filter((key) => bangla[key] !== undefined)
        .flatMap((key) => {
          const problem = argumentProblem(english[key]!, bangla[key]!);
          return problem ? [`${key}: ${problem}`] : [];
        });
      expect(differing).toEqual([]);
    });

    it('leaves no message in English, brand names aside', () => {
      const untranslated = Object.keys(english).filter((key) => {
        const value = english[key]!;
        if (bangla[key] !== value) return false;
        if (!/[A-Za-z]/.test(messageWords(value))) return false;
        return !sameInBothLanguages.has(value.trim());
      });
      expect(untranslated).toEqual([]);
    });

    // One word for what a shopper buys into: "bag", never "cart", in both languages (the
    // address /shop/cart and the keys keep the old word).
    it('calls the shopper’s bag a bag', () => {
      const cart = (text: string) => /\bcarts?\b/i.test(text) || /(?<!স)কার্ট/.test(text);
      expect(Object.keys(english).filter((key) => cart(english[key]!))).toEqual([]);
      expect(Object.keys(bangla).filter((key) => cart(bangla[key]!))).toEqual([]);
    });
  });
});
