import 'server-only';
import { type Actor, staffErrors, roleMay } from '@/lib/identity';

/** Every catalogue write checks the role itself: a page hiding a button proves nothing. */
export function assertMayEditCatalogue(actor: Actor): void {
  if (!roleMay(actor.role, 'editCatalogue')) throw staffErrors.notAllowed();
}
