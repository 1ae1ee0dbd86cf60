import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { storageKey } from '@/lib/config';
import { cartReducers, emptyCart, type CartItem, type CartState } from './cart-reducers';

type CartActions = {
  add(item: CartItem): void;
  updateQuantity(id: number, quantity: number): void;
  remove(id: number): void;
  clear(): void;
};

const whole = (value: unknown, min: number) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min;
const text = (value: unknown) => typeof value === 'string';

/** A stored line is used only if every field has the right type (the store is the user's to edit). */
function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<keyof CartItem, unknown>;
  return (
    whole(item.id, 1) &&
    whole(item.quantity, 1) &&
    whole(item.stock, 0) &&
    whole(item.productId, 1) &&
    typeof item.price === 'number' &&
    Number.isFinite(item.price) &&
    item.price >= 0 &&
    [item.slug, item.name, item.sku, item.size, item.colour, item.image].every(text)
  );
}

/**
 * Restores the cart from what local storage held. Anything unreadable resets the cart
 * instead of breaking the page; valid lines are re-added, so counts and totals are
 * recomputed rather than trusted. (Hand-written rather than zod: this runs on every page.)
 */
export function restoreCart(persisted: unknown): CartState {
  const list = (persisted as { addtocartlist?: unknown } | null)?.addtocartlist;
  if (!Array.isArray(list) || !list.every(isCartItem)) return emptyCart;
  return list.reduce(cartReducers.add, emptyCart);
}

export const useCartStore = create<CartState & CartActions>()(
  persist(
    (set) => ({
      ...emptyCart,
      add: (item) => set((state) => cartReducers.add(state, item)),
      updateQuantity: (id, quantity) =>
        set((state) => cartReducers.updateQuantity(state, id, quantity)),
      remove: (id) => set((state) => cartReducers.remove(state, id)),
      clear: () => set(emptyCart),
    }),
    {
      name: storageKey,
      version: 1,
      // Read after hydration (see CartPersistence), so the server's HTML and the first
      // client render agree.
      skipHydration: true,
      storage: createJSONStorage(() => localStorage),
      // Only the list is stored; counts and totals are recomputed from it on load.
      partialize: (state) => ({ addtocartlist: state.addtocartlist }),
      migrate: (persisted) => restoreCart(persisted),
      merge: (persisted, current) => ({ ...current, ...restoreCart(persisted) }),
    },
  ),
);
