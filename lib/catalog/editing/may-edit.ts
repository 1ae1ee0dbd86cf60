import 'server-only';
import { forbidden } from '@/lib/api/errors';
import type { Actor } from '@/lib/staff/actor';
import { roleMay } from '@/lib/staff/roles';

/** Every catalogue write checks the role itself: a page hiding a button proves nothing. */
export function assertMayEditCatalogue(actor: Actor): void {
  if (!roleMay(actor.role, 'editCatalogue')) {
    throw forbidden('forbidden', 'Your role may not change the catalogue.');
  }
}
