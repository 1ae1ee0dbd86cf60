export { sessionCookieNames } from './session-cookie-names';
