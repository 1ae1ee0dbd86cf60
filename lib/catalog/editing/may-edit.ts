import 'server-only';
import type { Actor } from '@/lib/staff/actor';
import { staffErrors } from '@/lib/staff/errors';
import { roleMay } from '@/lib/staff/roles';

/** Every catalogue write checks the role itself: a page hiding a button proves nothing. */
export function assertMayEditCatalogue(actor: Actor): void {
  if (!roleMay(actor.role, 'editCatalogue')) throw staffErrors.notAllowed();
}
