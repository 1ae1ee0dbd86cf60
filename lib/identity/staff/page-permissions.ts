import { adminRoutes } from './admin-routes';
import { roleMay, type StaffPermission } from './roles';
import type { StaffMember, StaffState } from './staff-state';

/**
 * What each staff page asks of its visitor, by the address it lives at (without a
 * language). The one place this is written: each page's guard (requireStaffPage) and
 * proxy.ts, which refuses with a real 403 before the page streams, both read it here
 * (docs/decisions.md 13). `open` pages take visitors who are not (yet) staff and decide
 * for themselves: the second step, and taking an invitation.
 */
const staffPages = {
  '/admin': 'viewAdmin',
  '/admin/security': 'viewAdmin',
  '/admin/verify': 'open',
  '/admin/invitation': 'open',
  '/admin/staff': 'manageStaff',
  '/admin/audit': 'readAudit',
  '/admin/products': 'editCatalogue',
  '/admin/categories': 'editCatalogue',
  '/admin/attributes': 'editCatalogue',
  '/admin/occasions': 'editCatalogue',
  '/admin/tags': 'editCatalogue',
  '/admin/content': 'editContent',
  '/admin/messages': 'editContent',
  '/admin/reviews': 'editContent',
  '/admin/settings': 'editContent',
  '/admin/discounts': 'manageDiscounts',
  '/admin/stock': 'adjustStock',
  '/admin/orders': 'handleOrders',
  '/admin/customers': 'handleOrders',
  '/admin/fittings': 'handleOrders',
  '/admin/atelier': 'handleOrders',
  '/admin/jobs': 'manageJobs',
} as const satisfies Record<string, StaffPermission | 'open'>;

export type StaffPageAccess = StaffPermission | 'open';

/** Where staff who have not yet proven the second step go, coming back to `path` after. */
export const verifyUrlFor = adminRoutes.verify;

/**
 * The access a staff page at `path` asks (a query is ignored): its own entry, or the
 * nearest folder's above it (`/admin/products/12` is `/admin/products`'s). Undefined for an
 * address outside the staff side or one no page answers.
 */
export function staffPageAccess(path: string): StaffPageAccess | undefined {
  const [pathname = ''] = path.split('?');
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] !== 'admin') return undefined;
  const pages: Record<string, StaffPageAccess> = staffPages;
  const home = adminRoutes.dashboard();
  return pages[segments.length === 1 ? home : `${home}/${segments[1]}`];
}

/** What a staff page does with a visitor in `state`: the same answer in the proxy and the page. */
export type StaffPageDecision =
  | { kind: 'sign_in' }
  | { kind: 'forbidden' }
  | { kind: 'second_step' }
  | { kind: 'allowed'; member: StaffMember };

/**
 * A signed-out visitor signs in and comes back; a shopper, or staff whose role lacks
 * `permission`, is refused (403); staff who have not yet proven the second step in this
 * sign-in go to prove it.
 */
export function staffPageDecision(
  state: StaffState,
  permission: StaffPermission,
): StaffPageDecision {
  if (state.kind === 'signed_out') return { kind: 'sign_in' };
  if (state.kind === 'not_staff') return { kind: 'forbidden' };
  if (state.kind === 'second_step') return { kind: 'second_step' };
  if (!roleMay(state.member.role, permission)) return { kind: 'forbidden' };
  return { kind: 'allowed', member: state.member };
}
