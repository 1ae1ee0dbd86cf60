import { roleMay, type StaffPermission, type StaffRole } from './roles';

export type AdminArea = { href: string; label: string; permission: StaffPermission };

/** The staff side's areas, in the order of the menu; each shown only to roles that may use it. */
export const adminAreas: AdminArea[] = [
  { href: '/admin', label: 'Overview', permission: 'viewAdmin' },
  { href: '/admin/products', label: 'Products', permission: 'editCatalogue' },
  { href: '/admin/staff', label: 'Staff', permission: 'manageStaff' },
  { href: '/admin/audit', label: 'Audit log', permission: 'readAudit' },
  { href: '/admin/security', label: 'Sign-in security', permission: 'viewAdmin' },
];

export const areasFor = (role: StaffRole) =>
  adminAreas.filter((area) => roleMay(role, area.permission));
