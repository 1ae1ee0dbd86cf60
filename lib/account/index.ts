export { loginUrlFor, safeCallbackUrl } from './callback-url';
export { accountRoutes } from './constants';
export { localeOfUser, rememberLocale, rememberLocaleOfPhone } from './locale';
export { accountMetadata, accountPageMetadata } from './page-metadata';
