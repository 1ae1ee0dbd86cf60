import type account from '../messages/en/account.json';
import type admin from '../messages/en/admin.json';
import type cart from '../messages/en/cart.json';
import type checkout from '../messages/en/checkout.json';
import type common from '../messages/en/common.json';
import type fit from '../messages/en/fit.json';
import type fitting from '../messages/en/fitting.json';
import type home from '../messages/en/home.json';
import type listing from '../messages/en/listing.json';
import type metadata from '../messages/en/metadata.json';
import type orders from '../messages/en/orders.json';
import type product from '../messages/en/product.json';
import type reviews from '../messages/en/reviews.json';
import type search from '../messages/en/search.json';
import type shell from '../messages/en/shell.json';
import type sms from '../messages/en/sms.json';
import type vocabulary from '../messages/en/vocabulary.json';
import type wishlist from '../messages/en/wishlist.json';

/**
 * The message files, one per part of the store: messages/en/<namespace>.json is the source,
 * messages/bn/<namespace>.json its Bangla. Add a namespace here and in `Messages` together.
 */
export const namespaces = [
  'common',
  'account',
  'admin',
  'cart',
  'checkout',
  'fit',
  'fitting',
  'home',
  'listing',
  'metadata',
  'orders',
  'product',
  'reviews',
  'search',
  'shell',
  'sms',
  'vocabulary',
  'wishlist',
] as const;

export type Namespace = (typeof namespaces)[number];

export type Messages = {
  common: typeof common;
  account: typeof account;
  admin: typeof admin;
  cart: typeof cart;
  checkout: typeof checkout;
  fit: typeof fit;
  fitting: typeof fitting;
  home: typeof home;
  listing: typeof listing;
  metadata: typeof metadata;
  orders: typeof orders;
  product: typeof product;
  reviews: typeof reviews;
  search: typeof search;
  shell: typeof shell;
  sms: typeof sms;
  vocabulary: typeof vocabulary;
  wishlist: typeof wishlist;
};
