import 'server-only';
import { DomainError, validationFailed } from '@/lib/domain-error';
import { formatBDT } from '@/lib/format/money';
import { type Actor, roleMay } from '@/lib/identity';
import type { OrderStatus, PaymentStatus } from '../values';

const words = (status: string) => status.replace('_', ' ');

const area = 'orders';

/** The order is no longer as the staff member saw it: someone else moved it meanwhile. */
export const orderChanged = (now: OrderStatus) =>
  new DomainError({
    kind: 'conflict',
    code: 'order_changed',
    message: `Someone else changed this order meanwhile: it is now ${words(now)}. Check it before you try again.`,
    words: { area, values: { status: { vocabulary: 'orderStatusDesk', value: now } } },
  });

/** Refunds are recorded only for money the store received. */
export const notRefundable = (payment: PaymentStatus) =>
  new DomainError({
    kind: 'conflict',
    code: 'not_refundable',
    message: `Only a paid order can be refunded; this one is ${words(payment)}.`,
    words: { area, values: { status: { vocabulary: 'paymentStatusDesk', value: payment } } },
  });

export const refundTooLarge = (left: number) =>
  validationFailed({
    amount: left > 0 ? `At most ${formatBDT(left)} is left to refund` : 'Nothing is left to refund',
  });

/** Shipping needs to say who carries the parcel, unless a courier was booked already. */
export const trackingNeeded = () =>
  validationFailed({
    courier: 'Choose the courier carrying the parcel',
    trackingCode: 'Enter the tracking code the courier gave',
  });

export const courierOnlyWhenShipping = () =>
  validationFailed({ courier: 'A courier and tracking code go with shipping only' });

/** Every staff role handles orders today; the check keeps it so if the roles change. */
export function assertMayHandleOrders(actor: Actor): void {
  if (!roleMay(actor.role, 'handleOrders')) {
    throw new DomainError({
      kind: 'forbidden',
      code: 'forbidden',
      message: 'Your staff role may not handle orders.',
      words: { area },
    });
  }
}

/** A held order moves on only through its release (or is cancelled). */
export const orderHeld = () =>
  new DomainError({
    kind: 'conflict',
    code: 'order_held',
    message: 'This order is held for review: release it first, or cancel it.',
    words: { area },
  });

export const orderNotHeld = () =>
  new DomainError({
    kind: 'conflict',
    code: 'order_not_held',
    message: 'This order is not held for review.',
    words: { area },
  });
