import type { MeasuredItem } from './store-events';
import type { Variant } from '@/lib/catalogue/client';

/** A size and colour of a piece as the partners' events name it (a cart line: ./cart-items.ts). */
export const measuredVariant = (
  name: string,
  variant: Variant,
  categories: readonly string[],
  quantity = 1,
): MeasuredItem => ({
  sku: variant.sku,
  name,
  price: variant.price,
  quantity,
  variant: `${variant.size} / ${variant.colour}`,
  categories,
});
