'use client';

import { cloneElement, createContext, isValidElement, use, useMemo, type ReactNode } from 'react';
import format, { type CompiledMessage, type FormatOptions } from 'icu-minify/format';
import type * as NextIntl from 'next-intl';
import { compiledMessage } from './compiled-message';

/**
 * The words of the browser's components: next-intl's hooks with a runtime of their own,
 * because next-intl's client provider brings use-intl's configuration, error and formatter
 * machinery (about 3 KB gzipped) to every page for what a dictionary lookup and icu-minify's
 * formatter do. The messages are compiled at build by next-intl's catalog loader
 * (docs/decisions.md, "Messages compiled at build"), which is what icu-minify formats.
 * Components import the hooks from '#intl' (package.json), which gives server components
 * next-intl's own.
 */
type IntlValue = { locale: string; messages: Record<string, unknown>; timeZone: string };

const IntlContext = createContext<IntlValue | null>(null);

export function IntlProvider({
  locale,
  messages,
  timeZone,
  children,
}: IntlValue & { children: ReactNode }) {
  const value = useMemo(() => ({ locale, messages, timeZone }), [locale, messages, timeZone]);
  return <IntlContext value={value}>{children}</IntlContext>;
}

/** The provider's language, messages and time zone, for a provider nested in it. */
export function useIntlSettings(): IntlValue {
  const value = use(IntlContext);
  if (!value) throw new Error('A component read its words outside an <IntlProvider>.');
  return value;
}

export const useLocale = (() => useIntlSettings().locale) as typeof NextIntl.useLocale;

function memoised<A extends unknown[], R>(make: (...args: A) => R): (...args: A) => R {
  const made = new Map<string, R>();
  return (...args) => {
    const key = JSON.stringify(args);
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make(...args)));
    return value;
  };
}

const formatters: FormatOptions['formatters'] = {
  getDateTimeFormat: memoised((...args) => new Intl.DateTimeFormat(...args)),
  getNumberFormat: memoised((...args) => new Intl.NumberFormat(...args)),
  getPluralRules: memoised((...args) => new Intl.PluralRules(...args)),
};

function lookup(messages: Record<string, unknown>, path: string): unknown {
  let found: unknown = messages;
  for (const part of path.split('.')) {
    if (found === null || typeof found !== 'object') return undefined;
    found = (found as Record<string, unknown>)[part];
  }
  return found;
}

type Values = Record<string, unknown>;

/** A tag's elements get keys, as React wants for the array a rich message becomes. */
function keyedTags(values: Values | undefined): Values | undefined {
  if (!values) return values;
  let index = 0;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'function'
        ? (chunks: ReactNode[]) => {
            const element = (value as (chunks: ReactNode[]) => ReactNode)(chunks);
            return isValidElement(element)
              ? cloneElement(element, { key: name + index++ })
              : element;
          }
        : value,
    ]),
  );
}

function translator({ locale, messages, timeZone }: IntlValue, namespace?: string) {
  const pathOf = (key: string) => (namespace ? `${namespace}.${key}` : key);
  const formatted = (key: string, values?: Values): ReactNode => {
    const message = lookup(messages, pathOf(key));
    if (typeof message !== 'string' && !Array.isArray(message)) {
      console.error(`No message at ${pathOf(key)} (${locale}).`);
      return pathOf(key);
    }
    return format<ReactNode>(
      compiledMessage(message as CompiledMessage),
      locale,
      values as Parameters<typeof format<ReactNode>>[2],
      { formatters, timeZone },
    ) as ReactNode;
  };
  const t = (key: string, values?: Values) => {
    const text = formatted(key, values);
    return Array.isArray(text) ? text.join('') : String(text);
  };
  t.rich = (key: string, values?: Values) => formatted(key, keyedTags(values));
  t.has = (key: string) => lookup(messages, pathOf(key)) !== undefined;
  return t;
}

export const useTranslations = ((namespace?: string) => {
  const intl = useIntlSettings();
  return useMemo(() => translator(intl, namespace), [intl, namespace]);
}) as typeof NextIntl.useTranslations;
