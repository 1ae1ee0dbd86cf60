import { createTranslator } from 'next-intl';
import { namespaces, type Messages } from '@/i18n/namespaces';
import type { Locale } from '@/i18n/routing';

function messagesOf(locale: Locale): Messages {
  return Object.fromEntries(
    // jest.mock factories are synchronous: the message files are read as modules at once.
    namespaces.map((namespace) => [
      namespace,
      jest.requireActual(`@/messages/${locale}/${namespace}.json`),
    ]),
  ) as Messages;
}

type Asked = string | { locale?: Locale; namespace?: string } | undefined;

/**
 * next-intl/server as a page in `page` (a language, or a function naming the current one) sees it, for Jest (which resolves the package's
 * client build, whose server functions throw): `jest.mock('next-intl/server', () =>
 * jest.requireActual('@/tests/helpers/intl-server').serverIntl('bn'))`.
 */
export function serverIntl(page: Locale | (() => Locale)) {
  const current = () => (typeof page === 'function' ? page() : page);
  return {
    getLocale: async () => current(),
    getTranslations: async (asked: Asked) => {
      const namespace = typeof asked === 'string' ? asked : asked?.namespace;
      const language = (typeof asked === 'object' && asked.locale) || current();
      return createTranslator({
        locale: language,
        messages: messagesOf(language),
        namespace: namespace as never,
      });
    },
  };
}
