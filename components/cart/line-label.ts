import type { CartItem } from '@/stores/cart-reducers';

/** "Maroon Zardozi Lehenga (M, Maroon)": a line as notices and labels name it. */
export const lineLabel = (line: Pick<CartItem, 'name' | 'size' | 'colour'>) =>
  `${line.name} (${line.size}, ${line.colour})`;

export const productPath = (line: Pick<CartItem, 'slug'>) =>
  `/product/${encodeURIComponent(line.slug)}`;
