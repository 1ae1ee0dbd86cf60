/**
 * Staff roles (docs/decisions.md 13): `owner` may do everything and manages staff;
 * `manager` the catalogue, the content, orders and the failed jobs; `staff` orders and stock only.
 */
export const staffRoles = ['owner', 'manager', 'staff'] as const;
export type StaffRole = (typeof staffRoles)[number];
