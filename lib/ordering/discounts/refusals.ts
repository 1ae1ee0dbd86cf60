import 'server-only';
import { DomainError, validationFailed } from '@/lib/domain-error';
import { formatBDT } from '@/lib/format/money';
import type { Locale } from '@/i18n/routing';
import { formatDhaka } from '@/lib/i18n/dates';

/** Why a code cannot be used on this order; each reason has one message for the shopper. */
export type DiscountRefusal =
  | { reason: 'unknown' | 'inactive' | 'ended' | 'used_up' | 'not_for_these_pieces' }
  | { reason: 'not_started'; startsAt: Date }
  | { reason: 'below_minimum'; shortBy: number }
  | { reason: 'already_used'; limit: number }
  | { reason: 'nothing_off' | 'changed' }
  /** What a shopper is told for a code that nobody can use now (shopperRefusal). */
  | { reason: 'unavailable' };

/** The language the refusals below are written in. */
const refusalLocale: Locale = 'en';

export function refusalMessage(refusal: DiscountRefusal): string {
  switch (refusal.reason) {
    case 'unknown':
      return 'We do not know this code: check its spelling.';
    case 'inactive':
      return 'This code is no longer available.';
    case 'not_started':
      return `This code can be used from ${formatDhaka(refusal.startsAt, refusalLocale, 'longDateTime')}.`;
    case 'ended':
      return 'This code has ended.';
    case 'below_minimum':
      return `Spend ${formatBDT(refusal.shortBy)} more to use this code.`;
    case 'used_up':
      return 'This code has been used as many times as it allows. Place your order without it.';
    case 'already_used':
      return refusal.limit === 1
        ? 'You have already used this code.'
        : `You have already used this code ${refusal.limit} times, as often as it allows.`;
    case 'not_for_these_pieces':
      return 'This code is not for the pieces in your order.';
    case 'nothing_off':
      return 'This code takes nothing off the pieces in your order.';
    case 'changed':
      return 'This code changed a moment ago: apply it again to see what it takes off.';
    case 'unavailable':
      return 'We cannot apply this code: check its spelling, or place your order without it.';
  }
}

/** Refusals that would tell a guesser that a code exists, though nobody can use it now. */
const existsButDead = new Set<DiscountRefusal['reason']>([
  'unknown',
  'inactive',
  'not_started',
  'ended',
  'used_up',
]);

/**
 * The refusal as a shopper is told it. A code that does not exist, and one that exists but
 * is switched off, not started, ended or used up, get one answer: otherwise trying codes at
 * checkout would find the store's codes, future ones included (SECURITY.md, "Discount
 * codes"). What depends on her own order (its pieces, its subtotal, her own uses) is said
 * as it is: she can act on it, and it tells no more than the code working would. Staff's
 * quote keeps every reason.
 */
export const shopperRefusal = (refusal: DiscountRefusal): DiscountRefusal =>
  existsButDead.has(refusal.reason) ? { reason: 'unavailable' } : refusal;

/**
 * The refusal as the API answers it, beside the field that sent the code (an order's
 * `discount_code`, the cart check's `code`): `409
 * discount_unavailable` when the code cannot be used at all now (unknown, or existing but
 * out of use, shopperRefusal) or ran out under the shopper's feet (their own uses, a change
 * by staff), so a client knows to retry without it; `400` for what her order can change.
 */
export function discountRefused(refusal: DiscountRefusal, field = 'discount_code'): DomainError {
  const message = refusalMessage(refusal);
  const fields = { [field]: message };
  if (['used_up', 'already_used', 'changed', 'unavailable'].includes(refusal.reason)) {
    return new DomainError({ kind: 'conflict', code: 'discount_unavailable', message, fields });
  }
  return validationFailed(fields);
}
