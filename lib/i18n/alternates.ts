import type { Metadata } from 'next';
import { locales, routing, type Locale } from '@/i18n/routing';
import { localisedPath } from './locale-path';

/**
 * A page's canonical address in its own language and its hreflang alternates (en, bn,
 * x-default: the English page), for a page's metadata. `path` is the English address
 * (docs/decisions.md 14).
 */
export function localeAlternates(
  locale: Locale,
  path: string,
): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = {};
  for (const each of locales) languages[each] = localisedPath(each, path);
  languages['x-default'] = localisedPath(routing.defaultLocale, path);
  return { canonical: localisedPath(locale, path), languages };
}
