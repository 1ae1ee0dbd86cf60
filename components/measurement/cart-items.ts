import type { CartItem } from '@/stores/cart-reducers';
import type { MeasuredItem } from './store-events';

/** The cart's lines as the partners' events name pieces. */
export const measuredLines = (lines: readonly CartItem[]): MeasuredItem[] =>
  lines.map((line) => ({
    sku: line.sku,
    name: line.name,
    price: line.price,
    quantity: line.quantity,
    variant: `${line.size} / ${line.colour}`,
  }));
