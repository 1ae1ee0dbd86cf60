export type { Actor } from './actor';
export { areasFor } from './admin-areas';
export { auditPageSize, changedFields, listAudit } from './audit-list';
export { recordAudit, type AuditEntry } from './audit';
export { confirmAuthenticator, pendingAuthenticator } from './authenticator';
export { staffErrors } from './errors';
export { findByRouteId } from './find-by-route-id';
export { currentStaffState, requireStaffAction, requireStaffPage, verifyUrlFor } from './guard';
export {
  acceptInvitation,
  findInvitation,
  inviteStaff,
  listPendingInvitations,
  revokeInvitation,
} from './invitations';
export { changeStaffRole, listStaff, removeStaff, resetSecondStep } from './members';
export { qrSvg } from './qr-svg';
export { renewRecoveryCodes, unusedRecoveryCodes } from './recovery-codes';
export { roleLabels, roleMay, type StaffPermission, type StaffRole } from './roles';
export { safeAdminPath } from './safe-admin-path';
export { proveSecondStep, sendStaffSmsCode } from './second-step';
export { setStaffCookie } from './staff-cookie';
export {
  endStaffSession,
  isLiveStaffSession,
  revokeStaffSessions,
  staffCookieNames,
} from './staff-sessions';
export { staffState, type StaffMember } from './staff-state';
