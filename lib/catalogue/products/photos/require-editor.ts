import 'server-only';
import { forbidden } from '@/lib/domain-error';
import { type Actor, roleMay } from '@/lib/identity';

/** Product photos are the catalogue's: owners and managers change them (docs/decisions.md 13). */
export function requireCatalogueEditor(actor: Actor): void {
  if (!roleMay(actor.role, 'editCatalogue')) {
    throw forbidden('forbidden', 'Your role may not change the catalogue.');
  }
}
