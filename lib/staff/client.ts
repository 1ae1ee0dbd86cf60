export { staffPageAccess, staffPageDecision, verifyUrlFor } from './page-permissions';
export { roleLabels, staffRoles, type StaffRole } from './roles';
