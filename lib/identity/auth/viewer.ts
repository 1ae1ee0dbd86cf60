import type { StaffRole } from '../staff/roles';

/**
 * Who is calling, as far as the API cares. `staffRole` is set only for a browser session
 * in which the second step was proven (docs/decisions.md 13): an app's Bearer token, or a
 * staff member's plain sign-in, calls as a shopper.
 */
export type Viewer = { id: number; isStaff: boolean; staffRole?: StaffRole | null };
