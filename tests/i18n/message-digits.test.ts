import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { flattenMessages, type MessageTree } from '@/e2e/i18n/english-strings';
import { namespaces } from '@/i18n/namespaces';
import { locales } from '@/i18n/routing';
import { localeDigits } from '@/lib/i18n/digits';
import bnSearch from '@/messages/bn/search.json';
import enSearch from '@/messages/en/search.json';

const messagesOf = (locale: string) =>
  namespaces.flatMap((namespace) =>
    Object.entries(
      flattenMessages(
        JSON.parse(
          readFileSync(path.join(process.cwd(), 'messages', locale, `${namespace}.json`), 'utf8'),
        ) as MessageTree,
      ),
    ).map(([key, message]) => [`${locale}/${namespace}.${key}`, message] as const),
  );

describe('counts in messages', () => {
  it('are written by the store, not by ICU’s "#", in every message of both languages', () => {
    // "#" prints the count with the browser's own Intl digits, which differ between ICU
    // builds (ASCII where Bangla is missing) and so from the server's: a Bangla page
    // passes the count's text in its own digits instead, as {n} (lib/i18n/digits.ts).
    const pound = locales.flatMap((locale) =>
      messagesOf(locale)
        .filter(([, message]) => /(^|[^'])#/.test(message))
        .map(([key]) => key),
    );
    expect(pound).toEqual([]);
  });

  it('read in Bangla digits on a Bangla page and as before on an English one', () => {
    const shown = (locale: 'en' | 'bn', messages: typeof enSearch, count: number) =>
      createTranslator({ locale, messages: { search: messages }, namespace: 'search' })('count', {
        count,
        n: localeDigits(String(count), locale),
      });
    expect(shown('bn', bnSearch, 12)).toBe('১২টি পোশাক');
    expect(shown('en', enSearch, 1)).toBe('1 piece');
    expect(shown('en', enSearch, 12)).toBe('12 pieces');
  });
});
