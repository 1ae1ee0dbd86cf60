/**
 * Staff roles (docs/decisions.md 13): `owner` may do everything and manages staff;
 * `manager` the catalogue, the content, orders and the failed jobs; `staff` orders and stock only.
 */
export const staffRoles = ['owner', 'manager', 'staff'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** What a role may do; every staff page, action and API call names one of these. */
export const staffPermissions = {
  manageStaff: ['owner'],
  readAudit: ['owner'],
  editCatalogue: ['owner', 'manager'],
  editContent: ['owner', 'manager'],
  adjustStock: ['owner', 'manager', 'staff'],
  handleOrders: ['owner', 'manager', 'staff'],
  manageJobs: ['owner', 'manager'],
  viewAdmin: ['owner', 'manager', 'staff'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffPermission = keyof typeof staffPermissions;

export function roleMay(role: StaffRole | null | undefined, permission: StaffPermission): boolean {
  return role != null && (staffPermissions[permission] as readonly StaffRole[]).includes(role);
}

export const roleLabels: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  staff: 'Staff',
};
