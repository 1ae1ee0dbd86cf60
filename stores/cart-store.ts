import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { storageKey } from '@/lib/client-config';
import { cartReducers, emptyCart, type CartItem, type CartState } from './cart-reducers';
import {
  type DateFor,
  migrateState,
  noDateFor,
  restoreState,
  type PersistedState,
} from './restore-state';
import { safeJSONStorage } from './safe-storage';
import { setWishlisted } from './wishlist-reducers';

export type StoreState = CartState & {
  /** The wishlist: product ids, newest first. */
  wishlist: number[];
  /** The signed-in account this cart and wishlist mirror, or null for a guest's. */
  owner: number | null;
  /** The cart changed here since the account's copy was last saved or read. */
  unsaved: boolean;
  /** The occasion and the day she needs the order by, sent with it. */
  dateFor: DateFor;
};

type StoreActions = {
  add(item: CartItem): void;
  updateQuantity(id: number, quantity: number): void;
  remove(id: number): void;
  clear(): void;
  /** A reminder's bag put back: its lines take the place of the same variants' lines. */
  restore(items: CartItem[]): void;
  /** The lines as a check against the server left them (cart-check.ts applyCartCheck). */
  replaceChecked(lines: CartItem[]): void;
  setWishlisted(productId: number, on: boolean): void;
  setDateFor(change: Partial<DateFor>): void;
  /** The account's cart and wishlist, as the server holds them (after a sign-in merge). */
  adoptAccount(
    owner: number,
    lines: CartItem[],
    wishlist: number[],
    options?: { unsaved: boolean },
  ): void;
  /** The server now holds `lines`: unless the cart changed again since, nothing is unsaved. */
  markSaved(lines: CartItem[]): void;
  /** Sign-out: the account's cart and wishlist leave this browser. */
  forgetAccount(): void;
};

/** A cart change; a signed-in shopper's is saved to the server (see ShopperSync). */
const changed = <S extends object>(state: S): S & { unsaved: boolean } => ({
  ...state,
  unsaved: true,
});

/** Version 1 held the cart alone; version 2 adds the guest's wishlist. */
export const storeVersion = 2;

export const useCartStore = create<StoreState & StoreActions>()(
  persist(
    (set) => ({
      ...emptyCart,
      wishlist: [],
      owner: null,
      unsaved: false,
      dateFor: noDateFor,
      add: (item) => set((state) => changed(cartReducers.add(state, item))),
      updateQuantity: (id, quantity) =>
        set((state) => changed(cartReducers.updateQuantity(state, id, quantity))),
      remove: (id) => set((state) => changed(cartReducers.remove(state, id))),
      clear: () => set((state) => ({ ...changed(cartReducers.clear(state)), dateFor: noDateFor })),
      restore: (items) =>
        set((state) => {
          const restored = new Set(items.map((item) => item.id));
          const kept = state.addtocartlist.filter((line) => !restored.has(line.id));
          return changed(cartReducers.replace(state, [...kept, ...items]));
        }),
      replaceChecked: (lines) => set((state) => changed(cartReducers.replace(state, lines))),
      setDateFor: (change) => set((state) => ({ dateFor: { ...state.dateFor, ...change } })),
      setWishlisted: (productId, on) =>
        set((state) => ({ wishlist: setWishlisted(state.wishlist, productId, on) })),
      adoptAccount: (owner, lines, wishlist, options = { unsaved: false }) =>
        set((state) => ({
          ...cartReducers.replace(state, lines),
          wishlist,
          owner,
          unsaved: options.unsaved,
        })),
      markSaved: (lines) =>
        set((state) => (state.addtocartlist === lines ? { unsaved: false } : {})),
      forgetAccount: () =>
        set((state) => ({
          ...cartReducers.clear(state),
          wishlist: [],
          owner: null,
          unsaved: false,
          dateFor: noDateFor,
        })),
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
      partialize: (state) => ({
        addtocartlist: state.addtocartlist,
        wishlist: state.wishlist,
        owner: state.owner,
        unsaved: state.unsaved,
        dateFor: state.dateFor,
      }),
      migrate: migrateState,
      merge: (persisted, current) => restoreState(persisted, current),
    },
  ),
);
