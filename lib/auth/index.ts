export { issueApiToken, readApiToken } from './api-tokens';
export { clientIp, clientIpOf } from './client-ip';
export { consumeCode, consumeCodeIn, wasUsedAt } from './codes';
export { endSignIn, isEndedSession } from './ended-sessions';
export { isGoogleEnabled } from './google-config';
export { invalidCode } from './invalid-code';
export { limits, type Limit } from './limits';
export { hashPassword, verifyPassword } from './passwords';
export { authSecret } from './secret';
export { deliverCode, sendCode, throttleCodeRequest } from './send-code';
export {
  isSecureRequest,
  readSessionClaims,
  readSessionCookie,
  sessionCookie,
  sessionCookieNames,
  sessionMaxAgeSeconds,
} from './session-cookie';
export { newSessionId, sessionIdIn } from './session-id';
export { consume, forget } from './throttle';
export { writeWithCode } from './write-with-code';
