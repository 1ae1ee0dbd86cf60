import 'server-only';
import { DomainError, forbidden } from '@/lib/domain-error';
import { type Actor, roleMay } from '@/lib/identity';

export const variantNotFound = () =>
  new DomainError({
    kind: 'not_found',
    code: 'not_found',
    message: 'There is no such variant.',
    fields: { variantId: 'There is no such variant' },
  });

/** A change that would leave fewer than no pieces: nothing is written. */
export const stockTooLow = (left: number) =>
  new DomainError({
    kind: 'conflict',
    code: 'stock_too_low',
    message: `Only ${left} left in stock: this change would take it below zero.`,
    fields: { change: `Only ${left} left in stock` },
  });

/** Every staff role may change stock today; the check keeps it so if the roles change. */
export function assertMayAdjustStock(actor: Actor): void {
  if (!roleMay(actor.role, 'adjustStock')) {
    throw forbidden('forbidden', 'Your staff role may not change stock.');
  }
}
