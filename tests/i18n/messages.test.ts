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

    it('gives each Bangla message the arguments, formats and tags of its English one', () => {
      const differing = Object.keys(english)
        .filter((key) => bangla[key] !== undefined)
        .filter((key) => icuArguments(bangla[key]!).join() !== icuArguments(english[key]!).join())
        .map(
          (key) =>
            `${key}: en [${icuArguments(english[key]!).join(', ')}], ` +
            `bn [${icuArguments(bangla[key]!).join(', ')}]`,
        );
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
  });
});
