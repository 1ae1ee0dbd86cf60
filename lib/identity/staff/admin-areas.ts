import { roleMay, type StaffPermission, type StaffRole } from './roles';

export type AdminArea = { href: string; label: string; permission: StaffPermission };

/** The staff side's areas, in the order of the menu; each shown only to roles that may use it. */
export const adminAreas: AdminArea[] = [
  { href: '/admin', label: 'Dashboard', permission: 'viewAdmin' },
  { href: '/admin/orders', label: 'Orders', permission: 'handleOrders' },
  { href: '/admin/orders/new', label: 'New order', permission: 'handleOrders' },
  { href: '/admin/customers', label: 'Customers', permission: 'handleOrders' },
  { href: '/admin/fittings', label: 'Fittings', permission: 'handleOrders' },
  { href: '/admin/products', label: 'Products', permission: 'editCatalogue' },
  { href: '/admin/stock', label: 'Stock', permission: 'adjustStock' },
  { href: '/admin/categories', label: 'Categories', permission: 'editCatalogue' },
  { href: '/admin/occasions', label: 'Occasions', permission: 'editCatalogue' },
  { href: '/admin/attributes', label: 'Attributes', permission: 'editCatalogue' },
  { href: '/admin/tags', label: 'Tags', permission: 'editCatalogue' },
  { href: '/admin/discounts', label: 'Discount codes', permission: 'manageDiscounts' },
  { href: '/admin/content', label: 'Content', permission: 'editContent' },
  { href: '/admin/settings', label: 'Store settings', permission: 'editContent' },
  { href: '/admin/messages', label: 'Messages', permission: 'editContent' },
  { href: '/admin/staff', label: 'Staff', permission: 'manageStaff' },
  { href: '/admin/jobs', label: 'Failed jobs', permission: 'manageJobs' },
  { href: '/admin/audit', label: 'Audit log', permission: 'readAudit' },
  { href: '/admin/security', label: 'Sign-in security', permission: 'viewAdmin' },
];

export const areasFor = (role: StaffRole) =>
  adminAreas.filter((area) => roleMay(role, area.permission));
