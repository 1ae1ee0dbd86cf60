import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { VariantLookup } from '@/lib/catalog/types';
import { storageKey } from '@/lib/config';
import { checkLines, type CartNotice } from './cart-check';
import { cartReducers, emptyCart, type CartItem, type CartState } from './cart-reducers';
import { migrateState, restoreState, type PersistedState } from './restore-state';
import { safeJSONStorage } from './safe-storage';
import { setWishlisted } from './wishlist-reducers';

export type StoreState = CartState & {
  /** A guest's wishlist: product ids, newest first. */
  wishlist: number[];
};

type StoreActions = {
  add(item: CartItem): void;
  updateQuantity(id: number, quantity: number): void;
  remove(id: number): void;
  clear(): void;
  /** Brings the lines up to date from a variant lookup; says what changed. */
  applyCheck(asked: readonly number[], answer: VariantLookup[]): CartNotice[];
  setWishlisted(productId: number, on: boolean): void;
  /** The account's cart and wishlist, as the server holds them after a sign-in merge. */
  adoptAccount(lines: CartItem[], wishlist: number[]): void;
  /** Sign-out: the account's cart and wishlist leave this browser. */
  forgetAccount(): void;
};

/** Version 1 held the cart alone; version 2 adds the guest's wishlist. */
export const storeVersion = 2;

export const useCartStore = create<StoreState & StoreActions>()(
  persist(
    (set, get) => ({
      ...emptyCart,
      wishlist: [],
      add: (item) => set((state) => cartReducers.add(state, item)),
      updateQuantity: (id, quantity) =>
        set((state) => cartReducers.updateQuantity(state, id, quantity)),
      remove: (id) => set((state) => cartReducers.remove(state, id)),
      clear: () => set((state) => cartReducers.clear(state)),
      applyCheck: (asked, answer) => {
        const current = get().addtocartlist;
        const { lines, notices } = checkLines(current, asked, answer);
        const changed = lines.length !== current.length || lines.some((l, i) => l !== current[i]);
        if (changed) set((state) => cartReducers.replace(state, lines));
        return notices;
      },
      setWishlisted: (productId, on) =>
        set((state) => ({ wishlist: setWishlisted(state.wishlist, productId, on) })),
      adoptAccount: (lines, wishlist) =>
        set((state) => ({ ...cartReducers.replace(state, lines), wishlist })),
      forgetAccount: () => set((state) => ({ ...cartReducers.clear(state), wishlist: [] })),
    }),
    {
      name: storageKey,
      version: storeVersion,
      // Read after hydration (see CartPersistence), so the server's HTML and the first
      // client render agree.
      skipHydration: true,
      storage: safeJSONStorage<PersistedState>(),
      // Counts and totals are recomputed from the lines on load; payment details are
      // never written to local storage.
      partialize: (state) => ({ addtocartlist: state.addtocartlist, wishlist: state.wishlist }),
      migrate: migrateState,
      merge: (persisted, current) => restoreState(persisted, current),
    },
  ),
);
