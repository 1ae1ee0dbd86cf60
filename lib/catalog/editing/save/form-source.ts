import type { SaveSource } from './save-products';

/** Saves made in the product form. */
export const formSource: SaveSource = {
  create: 'product.create',
  update: 'product.update',
  stockNote: 'Set in the product form',
};
