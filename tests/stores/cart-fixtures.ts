import type { VariantLookup } from '@/lib/catalogue/products/types';
import type { CartItem } from '@/stores/cart-reducers';

/** A cart line for variant `id`: price 1000 × id, 5 in stock, unless overridden. */
export const line = (id: number, overrides: Partial<CartItem> = {}): CartItem => ({
  id,
  quantity: 1,
  price: 1000 * id,
  stock: 5,
  productId: 100 + id,
  slug: `piece-${id}`,
  name: `Piece ${id}`,
  sku: `SKU-${id}`,
  size: 'M',
  colour: 'Maroon',
  image: `/media/products/piece-${id}.webp`,
  ...overrides,
});

/** What the variant lookup answers for a line as it stands (change what the server changed). */
export const lookupOf = (
  item: CartItem,
  overrides: Partial<VariantLookup> = {},
): VariantLookup => ({
  id: item.id,
  product_id: item.productId,
  slug: item.slug,
  name: item.name,
  sku: item.sku,
  size: item.size,
  colour: item.colour,
  price: item.price,
  stock: item.stock,
  in_stock: item.stock > 0,
  active: true,
  image: item.image,
  ...overrides,
});
