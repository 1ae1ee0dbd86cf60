/** The cart of store-spec.md sections 3 and 4, as pure functions (the store and tests share them). */
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

const totalOf = (items: CartItem[]) =>
  Math.round(items.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100;

function withTotals(state: CartState, items: CartItem[]): CartState {
  return {
    ...state,
    addtocartlist: items,
    numberCart: items.reduce((sum, item) => sum + item.quantity, 0),
    totalAmount: totalOf(items),
  };
}

export const cartReducers = {
  /** An existing id gets its quantity increased (up to stock); otherwise the item is appended. */
  add(state: CartState, item: CartItem): CartState {
    if (!Number.isFinite(item.quantity) || item.quantity < 1 || item.stock < 1) return state;
    const existing = state.addtocartlist.find((line) => line.id === item.id);
    const items = existing
      ? state.addtocartlist.map((line) =>
          line.id === item.id
            ? {
                ...line,
                ...item,
                quantity: clampQuantity(line.quantity + item.quantity, item.stock),
              }
            : line,
        )
      : [...state.addtocartlist, { ...item, quantity: clampQuantity(item.quantity, item.stock) }];
    return withTotals(state, items);
  },

  updateQuantity(state: CartState, id: number, quantity: number): CartState {
    if (!Number.isFinite(quantity) || quantity < 1) return state;
    const items = state.addtocartlist.map((line) =>
      line.id === id ? { ...line, quantity: clampQuantity(quantity, line.stock) } : line,
    );
    return withTotals(state, items);
  },

  remove(state: CartState, id: number): CartState {
    return withTotals(
      state,
      state.addtocartlist.filter((line) => line.id !== id),
    );
  },
};
