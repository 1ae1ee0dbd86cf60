import type { StaffRole } from './roles';

/** The staff member doing something: every staff write takes one, for its audit entry. */
export type Actor = { id: number; name: string; role: StaffRole };
