import type cart from '../messages/en/cart.json';
import type checkout from '../messages/en/checkout.json';
import type common from '../messages/en/common.json';
import type orders from '../messages/en/orders.json';

/**
 * The message files, one per part of the store: messages/en/<namespace>.json is the source,
 * messages/bn/<namespace>.json its Bangla. Add a namespace here and in `Messages` together.
 */
export const namespaces = ['common', 'cart', 'checkout', 'orders'] as const;

export type Namespace = (typeof namespaces)[number];

export type Messages = {
  common: typeof common;
  cart: typeof cart;
  checkout: typeof checkout;
  orders: typeof orders;
};
