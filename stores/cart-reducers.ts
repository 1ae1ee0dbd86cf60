import { clientLimits } from '@/lib/client-config';
import type { LineMeasurements } from '@/lib/ordering/client';

/**
 * The cart of docs/store-spec.md sections 3 and 4, as pure functions (the store and tests
 * share them).
 */
export type CartItem = {
  /** The variant id. */
  id: number;
  quantity: number;
  price: number;
  stock: number;
  productId: number;
  slug: string;
  name: string;
  sku: string;
  size: string;
  colour: string;
  image: string;
  /** A made-to-measure line's measurements, sent with the order (docs/decisions.md). */
  measurements?: LineMeasurements;
  /** A made-to-measure piece's lead time, shown on the line and at checkout. */
  leadTimeDays?: number;
  /**
   * The language `name` is in: 'bn' when read on a Bangla page, absent for English (as
   * every line stored before). A page in the other language shows the name it looks up.
   */
  lang?: 'bn';
};

export type CartState = {
  addtocartlist: CartItem[];
  numberCart: number;
  totalAmount: number;
  paymentDetails: Record<string, unknown>;
};

export const emptyCart: CartState = {
  addtocartlist: [],
  numberCart: 0,
  totalAmount: 0,
  paymentDetails: {},
};

const clampQuantity = (quantity: number, stock: number) =>
  Math.max(1, Math.min(Math.trunc(quantity), Math.max(stock, 1)));

/** A line's quantity kept in bounds: a line sewn to measurements is one piece (lib/validation/cart.ts). */
const lineQuantity = (line: Pick<CartItem, 'measurements' | 'stock'>, quantity: number) =>
  line.measurements ? 1 : clampQuantity(quantity, line.stock);

/** BDT with at most 2 decimals, as the API writes money. */
const totalOf = (items: CartItem[]) =>
  Math.round(items.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100;

/** The list as given, with the count and total recomputed from it (never kept apart). */
function withLines<S extends CartState>(state: S, items: CartItem[]): S {
  return {
    ...state,
    addtocartlist: items,
    numberCart: items.reduce((sum, item) => sum + item.quantity, 0),
    totalAmount: totalOf(items),
  };
}

const usable = (quantity: number) => Number.isFinite(quantity) && quantity >= 1;

export const cartReducers = {
  /**
   * An existing id gets its quantity increased (up to stock) and its details refreshed;
   * otherwise the item is appended, while the cart has room. Nothing sold out is added.
   */
  add<S extends CartState>(state: S, item: CartItem): S {
    if (!usable(item.quantity) || item.stock < 1) return state;
    const existing = state.addtocartlist.find((line) => line.id === item.id);
    if (!existing && state.addtocartlist.length >= clientLimits.cartLines) return state;
    const items = existing
      ? state.addtocartlist.map((line) =>
          line.id === item.id
            ? { ...item, quantity: lineQuantity(item, line.quantity + item.quantity) }
            : line,
        )
      : [...state.addtocartlist, { ...item, quantity: lineQuantity(item, item.quantity) }];
    return withLines(state, items);
  },

  /**
   * Sets a line's quantity, kept whole and from 1 to its stock (1 for a line sewn to
   * measurements); numberCart becomes the sum.
   */
  updateQuantity<S extends CartState>(state: S, id: number, quantity: number): S {
    if (!usable(quantity)) return state;
    const items = state.addtocartlist.map((line) =>
      line.id === id ? { ...line, quantity: lineQuantity(line, quantity) } : line,
    );
    return withLines(state, items);
  },

  remove<S extends CartState>(state: S, id: number): S {
    return withLines(
      state,
      state.addtocartlist.filter((line) => line.id !== id),
    );
  },

  /** Empty list, zero count and total, empty payment details. */
  clear<S extends CartState>(state: S): S {
    return { ...state, ...emptyCart };
  },

  /**
   * Lines checked elsewhere (restored from storage, or brought up to date by the server),
   * re-added one by one so that every rule of `add` holds for them too.
   */
  replace<S extends CartState>(state: S, items: CartItem[]): S {
    const rebuilt = items.reduce<CartState>(
      (cart, item) => cartReducers.add(cart, item),
      emptyCart,
    );
    return withLines(state, rebuilt.addtocartlist);
  },
};
