export { clientIpOf } from './auth/client-ip';
export {
  auditQuerySchema,
  changeRoleSchema,
  confirmAuthenticatorSchema,
  invitationIdSchema,
  inviteStaffSchema,
  secondStepSchema,
  staffMemberSchema,
} from './schemas/staff';
export { type ActionState } from './staff-actions/action-state';
export { staffRefusalMessage } from './staff-actions/refusal-words';
export { staffAction } from './staff-actions/staff-action';
export { areasFor } from './staff/admin-areas';
export { adminRoutes } from './staff/admin-routes';
export { auditPageSize, changedFields, listAudit } from './staff/audit-list';
export { confirmAuthenticator, pendingAuthenticator } from './staff/authenticator';
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
export { safeAdminPath } from './staff/safe-admin-path';
export { proveSecondStep, sendStaffSmsCode } from './staff/second-step';
export { shareCodeOf } from './staff/share-code';
export { setStaffCookie } from './staff/staff-cookie';
export { endStaffSession } from './staff/staff-sessions';
export { type StaffMember } from './staff/staff-state';
