export { loginUrlFor } from './callback-url';
export { accountRoutes, codeResendSeconds } from './constants';
