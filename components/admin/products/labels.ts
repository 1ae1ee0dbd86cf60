import type { AdminProductSort, productStatuses, StockState } from '@/lib/catalogue/admin';

export type ProductStatus = (typeof productStatuses)[number];

export const statusLabels: Record<ProductStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};

export const statusHints: Record<ProductStatus, string> = {
  draft: 'Only staff see it.',
  published: 'Shoppers can find and buy it.',
  archived: 'Put away: hidden from the store and from new work.',
};

export const stockLabels: Record<StockState, string> = {
  in_stock: 'In stock',
  low: 'Low stock',
  out: 'Out of stock',
};

export const sortLabels: Record<AdminProductSort, string> = {
  '-updated': 'Latest changes',
  updated: 'Oldest changes',
  name: 'Name, A to Z',
  '-name': 'Name, Z to A',
  price: 'Lowest price',
  '-price': 'Highest price',
  stock: 'Least stock',
  '-stock': 'Most stock',
};
