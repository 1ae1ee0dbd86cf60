export { loginUrlFor, safeCallbackUrl } from './account/callback-url';
export type { Viewer } from './auth/viewer';
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
export { writeWithCode } from './auth/write-with-code';
export { type ActionState } from './staff-actions/action-state';
export { formObject, staffAction } from './staff-actions/staff-action';
export { type Actor } from './staff/actor';
export { areasFor } from './staff/admin-areas';
export { auditPageSize, changedFields, listAudit } from './staff/audit-list';
export { type AuditEntry, recordAudit } from './staff/audit';
export { confirmAuthenticator, pendingAuthenticator } from './staff/authenticator';
export { staffErrors } from './staff/errors';
export { findByRouteId } from './staff/find-by-route-id';
export {
  currentStaffState,
  requireStaffAction,
  requireStaffPage,
  verifyUrlFor,
} from './staff/guard';
export {
  acceptInvitation,
  findInvitation,
  inviteStaff,
  listPendingInvitations,
  revokeInvitation,
} from './staff/invitations';
export { changeStaffRole, listStaff, removeStaff, resetSecondStep } from './staff/members';
export { qrSvg } from './staff/qr-svg';
export { renewRecoveryCodes, unusedRecoveryCodes } from './staff/recovery-codes';
export { roleLabels, roleMay, type StaffPermission, type StaffRole } from './staff/roles';
export { safeAdminPath } from './staff/safe-admin-path';
export { proveSecondStep, sendStaffSmsCode } from './staff/second-step';
export { setStaffCookie } from './staff/staff-cookie';
export {
  endStaffSession,
  isLiveStaffSession,
  revokeStaffSessions,
  staffCookieNames,
} from './staff/staff-sessions';
export { type StaffMember, staffState } from './staff/staff-state';
