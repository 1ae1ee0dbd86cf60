import { locale as rootLocale } from 'next/root-params';
import { getRequestConfig } from 'next-intl/server';
import { loadMessages } from './messages';
import { isLocale, routing } from './routing';
import { storeTimeZone } from './time-zone';

async function readRootLocale(): Promise<string | undefined> {
  try {
    return await rootLocale();
  } catch {
    // Outside the [locale] tree (a route handler, a job): the caller names the language.
    return undefined;
  }
}

/**
 * The language of a render comes from the address (the root [locale] segment), read
 * through next/root-params: it needs no request header, so prerendered and cached parts
 * stay static, and a 'use cache' scope that reads it is kept per language.
 */
export default getRequestConfig(async ({ locale }) => {
  const requested = locale ?? (await readRootLocale());
  const resolved = isLocale(requested) ? requested : routing.defaultLocale;
  return {
    locale: resolved,
    messages: await loadMessages(resolved),
    timeZone: storeTimeZone,
  };
});
