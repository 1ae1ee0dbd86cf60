import type { Locale } from './routing';
import { namespaces, type Messages } from './namespaces';

/**
 * Every interface string of the shopper's side, per language, from messages/<locale>/*.json
 * (one file per part of the store). The English files are the source; each Bangla file
 * has the same keys (tests/i18n/messages.test.ts).
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  const entries = await Promise.all(
    namespaces.map(
      async (namespace) =>
        [namespace, (await import(`../messages/${locale}/${namespace}.json`)).default] as const,
    ),
  );
  return Object.fromEntries(entries) as Messages;
}
