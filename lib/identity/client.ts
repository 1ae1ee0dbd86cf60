export { loginUrlFor } from './account/callback-url';
export { accountRoutes, codeResendSeconds } from './account/constants';
export {
  sessionCookieNames,
  sessionMaxAgeSeconds,
  signedInHintCookie,
} from './auth/session-cookie-names';
export {
  changePasswordSchema,
  emailSchema,
  loginSchema,
  otpBodySchema,
  otpSchema,
  passwordSchema,
  type ProfileInput,
  profileSchema,
  resetPasswordSchema,
  signupSchema,
} from './schemas/account';
export { type ActionState, idleState } from './staff-actions/action-state';
export { adminRoutes, isAdminPath } from './staff/admin-routes';
export { staffPageAccess, staffPageDecision, verifyUrlFor } from './staff/page-permissions';
export { type StaffRole, staffRoles } from './staff/roles';
