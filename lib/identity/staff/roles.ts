import type { StaffRole } from '@/lib/db/values/staff';

// The roles are stored by the schema, so they live beside it.
export { staffRoles, type StaffRole } from '@/lib/db/values/staff';

/** What a role may do; every staff page, action and API call names one of these. */
export const staffPermissions = {
  manageStaff: ['owner'],
  readAudit: ['owner'],
  editCatalogue: ['owner', 'manager'],
  editContent: ['owner', 'manager'],
  /** Discount codes change what orders cost: the people who set prices run them. */
  manageDiscounts: ['owner', 'manager'],
  adjustStock: ['owner', 'manager', 'staff'],
  handleOrders: ['owner', 'manager', 'staff'],
  manageJobs: ['owner', 'manager'],
  viewAdmin: ['owner', 'manager', 'staff'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffPermission = keyof typeof staffPermissions;

export function roleMay(role: StaffRole | null | undefined, permission: StaffPermission): boolean {
  return role != null && (staffPermissions[permission] as readonly StaffRole[]).includes(role);
}
