import type common from '../messages/en/common.json';
import type fit from '../messages/en/fit.json';
import type listing from '../messages/en/listing.json';
import type product from '../messages/en/product.json';
import type wishlist from '../messages/en/wishlist.json';

/**
 * The message files, one per part of the store: messages/en/<namespace>.json is the source,
 * messages/bn/<namespace>.json its Bangla. Add a namespace here and in `Messages` together.
 */
export const namespaces = ['common', 'listing', 'product', 'fit', 'wishlist'] as const;

export type Namespace = (typeof namespaces)[number];

export type Messages = {
  common: typeof common;
  listing: typeof listing;
  product: typeof product;
  fit: typeof fit;
  wishlist: typeof wishlist;
};
