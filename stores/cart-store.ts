import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { z } from 'zod';
import { storageKey } from '@/lib/config';
import { cartReducers, emptyCart, type CartItem, type CartState } from './cart-reducers';

type CartActions = {
  add(item: CartItem): void;
  updateQuantity(id: number, quantity: number): void;
  remove(id: number): void;
  clear(): void;
};

const persistedCartSchema = z.object({
  addtocartlist: z.array(
    z.object({
      id: z.number().int().positive(),
      quantity: z.number().int().positive(),
      price: z.number().nonnegative(),
      stock: z.number().int().nonnegative(),
      productId: z.number().int().positive(),
      slug: z.string(),
      name: z.string(),
      sku: z.string(),
      size: z.string(),
      colour: z.string(),
      image: z.string(),
    }),
  ),
});

/** A stored value that does not parse resets the cart instead of breaking the page. */
export function restoreCart(persisted: unknown): CartState {
  const parsed = persistedCartSchema.safeParse(persisted);
  if (!parsed.success) return emptyCart;
  return parsed.data.addtocartlist.reduce(cartReducers.add, emptyCart);
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
