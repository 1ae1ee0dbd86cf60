import type { BookableCourier } from './names';

/**
 * What a courier's report means for the order: handed over (delivered), on its way back
 * to the store (returned), or a step on the way that the timeline records.
 */
export type CourierOutcome = 'delivered' | 'returned' | 'progress';

/** `Delivered`, `order.delivered`, `Partial Delivery` → `delivered`, `partial_delivery`. */
export function statusWord(raw: string): string {
  return raw
    .trim()
    .replace(/^order\./i, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/*
 * Steadfast's delivery statuses (its API documentation, "Delivery Statuses", and the
 * webhook's `status`): `delivered` is final once its admin approves; `*_approval_pending`
 * and `partial_delivered`, `hold`, `unknown` wait for people, so they are recorded only.
 * Pathao's order events and status slugs (its webhook documentation): `delivered`;
 * `returned`, `return` and `paid_return` bring the parcel back. A partial delivery, an
 * exchange or a failed attempt is for staff to judge.
 */
const outcomes: Record<BookableCourier, Record<string, CourierOutcome>> = {
  steadfast: { delivered: 'delivered', cancelled: 'returned' },
  pathao: {
    delivered: 'delivered',
    returned: 'returned',
    return: 'returned',
    paid_return: 'returned',
  },
};

export function courierOutcome(courier: BookableCourier, raw: string): CourierOutcome {
  return outcomes[courier][statusWord(raw)] ?? 'progress';
}

/** A status word as staff and shoppers read it: `in_transit` → "In transit". */
export function statusPhrase(raw: string): string {
  const words = statusWord(raw).replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
