import type account from '../messages/en/account.json';
import type cart from '../messages/en/cart.json';
import type checkout from '../messages/en/checkout.json';
import type common from '../messages/en/common.json';
import type fitting from '../messages/en/fitting.json';
import type home from '../messages/en/home.json';
import type metadata from '../messages/en/metadata.json';
import type orders from '../messages/en/orders.json';
import type search from '../messages/en/search.json';
import type shell from '../messages/en/shell.json';

/**
 * The message files, one per part of the store: messages/en/<namespace>.json is the source,
 * messages/bn/<namespace>.json its Bangla. Add a namespace here and in `Messages` together.
 */
export const namespaces = [
  'common',
  'account',
  'cart',
  'checkout',
  'fitting',
  'home',
  'metadata',
  'orders',
  'search',
  'shell',
] as const;

export type Namespace = (typeof namespaces)[number];

export type Messages = {
  common: typeof common;
  account: typeof account;
  cart: typeof cart;
  checkout: typeof checkout;
  fitting: typeof fitting;
  home: typeof home;
  metadata: typeof metadata;
  orders: typeof orders;
  search: typeof search;
  shell: typeof shell;
};
