/**
 * '#intl' in a server component (package.json "imports", condition react-server):
 * next-intl's own hooks, which read the request's configuration. The browser's are in
 * intl-client.tsx.
 */
export { useLocale, useTranslations } from 'next-intl';
