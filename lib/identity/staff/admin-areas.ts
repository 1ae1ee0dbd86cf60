import { adminRoutes } from './admin-routes';
import { roleMay, type StaffPermission, type StaffRole } from './roles';

export type AdminArea = { href: string; label: string; permission: StaffPermission };

/** The staff side's areas, in the order of the menu; each shown only to roles that may use it. */
export const adminAreas: AdminArea[] = [
  { href: adminRoutes.dashboard(), label: 'Dashboard', permission: 'viewAdmin' },
  { href: adminRoutes.orders.list(), label: 'Orders', permission: 'handleOrders' },
  { href: adminRoutes.orders.new(), label: 'New order', permission: 'handleOrders' },
  { href: adminRoutes.customers.list(), label: 'Customers', permission: 'handleOrders' },
  { href: adminRoutes.fittings.list(), label: 'Fittings', permission: 'handleOrders' },
  { href: adminRoutes.atelier(), label: 'Atelier', permission: 'handleOrders' },
  { href: adminRoutes.products.list(), label: 'Products', permission: 'editCatalogue' },
  { href: adminRoutes.stock.list(), label: 'Stock', permission: 'adjustStock' },
  { href: adminRoutes.categories.list(), label: 'Categories', permission: 'editCatalogue' },
  { href: adminRoutes.occasions.list(), label: 'Occasions', permission: 'editCatalogue' },
  { href: adminRoutes.attributes.list(), label: 'Attributes', permission: 'editCatalogue' },
  { href: adminRoutes.tags.list(), label: 'Tags', permission: 'editCatalogue' },
  { href: adminRoutes.discounts.list(), label: 'Discount codes', permission: 'manageDiscounts' },
  { href: adminRoutes.content.home(), label: 'Content', permission: 'editContent' },
  { href: adminRoutes.settings(), label: 'Store settings', permission: 'editContent' },
  { href: adminRoutes.messages(), label: 'Messages', permission: 'editContent' },
  { href: adminRoutes.reviews(), label: 'Reviews', permission: 'editContent' },
  { href: adminRoutes.staff(), label: 'Staff', permission: 'manageStaff' },
  { href: adminRoutes.jobs(), label: 'Failed jobs', permission: 'manageJobs' },
  { href: adminRoutes.audit(), label: 'Audit log', permission: 'readAudit' },
  { href: adminRoutes.security(), label: 'Sign-in security', permission: 'viewAdmin' },
];

export const areasFor = (role: StaffRole) =>
  adminAreas.filter((area) => roleMay(role, area.permission));
