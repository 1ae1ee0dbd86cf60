import type { AdminProductSort, productStatuses, StockState } from '@/lib/catalogue/admin';
import { vocabularyLabels } from '@/lib/i18n/vocabulary';

export type ProductStatus = (typeof productStatuses)[number];

// Each value once, checked by the compiler (the lists themselves are in the server's
// module): the words are in messages/en/vocabulary.json.
const statuses: Record<ProductStatus, null> = { draft: null, published: null, archived: null };
const stockStates: Record<StockState, null> = { in_stock: null, low: null, out: null };
const sorts: Record<AdminProductSort, null> = {
  '-updated': null,
  updated: null,
  name: null,
  '-name': null,
  price: null,
  '-price': null,
  stock: null,
  '-stock': null,
};
const keysOf = <Value extends string>(values: Record<Value, null>) =>
  Object.keys(values) as Value[];

export const statusLabels = vocabularyLabels('productStatus', keysOf(statuses));

export const statusHints = vocabularyLabels('productStatusHint', keysOf(statuses));

export const stockLabels = vocabularyLabels('stockState', keysOf(stockStates));

export const sortLabels = vocabularyLabels('productSort', keysOf(sorts));
