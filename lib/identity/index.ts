export { loginUrlFor, safeCallbackUrl } from './account/callback-url';
export { accountRoutes } from './account/constants';
export { localeOfUser, rememberLocale, rememberLocaleOfPhone } from './account/locale';
export { accountMetadata, accountPageMetadata } from './account/page-metadata';
export { issueApiToken, readApiToken } from './auth/api-tokens';
export { clientIp, clientIpOf } from './auth/client-ip';
export { consumeCode, consumeCodeIn, wasUsedAt } from './auth/codes';
export { endSignIn, isEndedSession } from './auth/ended-sessions';
export { isGoogleEnabled } from './auth/google-config';
export { invalidCode } from './auth/invalid-code';
export { type Limit, limits } from './auth/limits';
export { hashPassword, verifyPassword } from './auth/passwords';
export { authSecret } from './auth/secret';
export { signedIdLink } from './auth/signed-id-link';
export { deliverCode, sendCode, throttleCodeRequest } from './auth/send-code';
export {
  isSecureRequest,
  readSessionClaims,
  readSessionCookie,
  sessionCookie,
  sessionCookieNames,
  sessionMaxAgeSeconds,
} from './auth/session-cookie';
export { newSessionId, sessionIdIn } from './auth/session-id';
export { consume, forget } from './auth/throttle';
export { type Viewer } from './auth/viewer';
export { writeWithCode } from './auth/write-with-code';
export {
  changePasswordSchema,
  forgotPasswordSchema,
  googleLoginSchema,
  loginSchema,
  otpSchema,
  phoneChangeSchema,
  phoneLoginBodySchema,
  type ProfileInput,
  profileSchema,
  resetPasswordSchema,
  type SignupInput,
  signupSchema,
  verifyIdentifierSchema,
} from './schemas/account';
export { type Actor } from './staff/actor';
export { type AuditEntry, recordAudit } from './staff/audit';
export { staffErrors } from './staff/errors';
export { roleMay, type StaffPermission, type StaffRole } from './staff/roles';
export { staffIdByShareCode } from './staff/share-code';
export { isLiveStaffSession, revokeStaffSessions, staffCookieNames } from './staff/staff-sessions';
export { staffState } from './staff/staff-state';
