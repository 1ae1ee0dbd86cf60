import 'server-only';
import { DomainError } from '@/lib/domain-error';

const area = 'stock';
import { type Actor, roleMay } from '@/lib/identity';

export const variantNotFound = () =>
  new DomainError({
    kind: 'not_found',
    code: 'not_found',
    message: 'There is no such variant.',
    words: { area },
    fields: { variantId: 'There is no such variant' },
  });

/** A change that would leave fewer than no pieces: nothing is written. */
export const stockTooLow = (left: number) =>
  new DomainError({
    kind: 'conflict',
    code: 'stock_too_low',
    message: `Only ${left} left in stock: this change would take it below zero.`,
    fields: { change: `Only ${left} left in stock` },
    words: { area, values: { left } },
  });

/** Every staff role may change stock today; the check keeps it so if the roles change. */
export function assertMayAdjustStock(actor: Actor): void {
  if (!roleMay(actor.role, 'adjustStock')) {
    throw new DomainError({
      kind: 'forbidden',
      code: 'forbidden',
      message: 'Your staff role may not change stock.',
      words: { area },
    });
  }
}
