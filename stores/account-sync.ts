import { fetchByIds } from '@/lib/catalogue/client';
import { clientLimits } from '@/lib/client-config';
import { apiRequest } from '@/lib/http/api-client';
import { toCartItem } from './cart-item';
import type { LineMeasurements } from '@/lib/ordering/client';
import type { CartItem } from './cart-reducers';
import { useCartStore } from './cart-store';
import type { WishlistSync } from './wishlist-sync';

export type ServerLine = { id: number; quantity: number; measurements?: LineMeasurements };

const linesOf = (items: CartItem[]): ServerLine[] =>
  items.map(({ id, quantity, measurements }) =>
    measurements ? { id, quantity, measurements } : { id, quantity },
  );

/** Server cart lines made into full cart lines by the variant lookup (gone ones drop out). */
export async function cartItemsFor(lines: ServerLine[]): Promise<CartItem[]> {
  if (lines.length === 0) return [];
  const found = await fetchByIds(
    'variants',
    lines.map((line) => line.id).slice(0, clientLimits.lookupIds),
  );
  const byId = new Map(found.map((variant) => [variant.id, variant]));
  return lines.flatMap((line) => {
    const variant = byId.get(line.id);
    if (!variant?.active || variant.stock < 1) return [];
    const product = {
      id: variant.product_id,
      slug: variant.slug,
      name: variant.name,
      image: variant.image,
      lead_time_days: variant.lead_time_days,
    };
    const item = toCartItem(product, variant, Math.min(line.quantity, variant.stock));
    return [line.measurements ? { ...item, measurements: line.measurements } : item];
  });
}

const addToServerWishlist = (productId: number) =>
  apiRequest('POST', '/api/v1/product/wishlist', { product_id: productId });

/** The guest's cart merged into the account's on the server, and the guest's hearts added. */
async function mergeGuest(addtocartlist: CartItem[], wishlist: number[]): Promise<ServerLine[]> {
  const merged = await apiRequest<{ items: ServerLine[] }>('POST', '/api/v1/cart/merge', {
    items: linesOf(addtocartlist),
  });
  // Oldest first, so the newest heart stays the newest; products gone from sale are skipped.
  for (const productId of [...wishlist].reverse()) {
    await addToServerWishlist(productId).catch(() => undefined);
  }
  return merged.items;
}

/** The account's cart on the server: read it, or first replace it with this browser's. */
async function accountLines(unsaved: boolean, addtocartlist: CartItem[]): Promise<ServerLine[]> {
  if (!unsaved) return (await apiRequest<{ items: ServerLine[] }>('GET', '/api/v1/cart')).items;
  await saveCart(addtocartlist);
  return linesOf(addtocartlist);
}

/**
 * Hearts tapped or untapped while the sync ran were kept in this browser only (the account's
 * wishlist is not followed until then): they are saved to the account now, not lost.
 */
export async function heartsTappedMeanwhile(before: number[], saved: number[]): Promise<number[]> {
  const now = useCartStore.getState().wishlist;
  const added = now.filter((id) => !before.includes(id) && !saved.includes(id));
  const removed = before.filter((id) => !now.includes(id));
  await Promise.all([
    ...added.map((id) => addToServerWishlist(id).catch(() => undefined)),
    ...removed.map((id) =>
      apiRequest('DELETE', `/api/v1/product/wishlist/${id}`).catch(() => undefined),
    ),
  ]);
  return [...added, ...saved.filter((id) => !removed.includes(id))];
}

/**
 * Brings this browser in line with the signed-in account. A guest's cart and hearts are
 * first merged into the account's (union, larger quantity, capped by stock: server side).
 * A cart that mirrors the account is refreshed from the server, so a line removed on
 * another device stays removed, unless it holds changes not yet saved (a page left
 * before the save went out): those are saved instead. A change made while this runs wins.
 */
export async function syncWithAccount(
  userId: number,
  changedMeanwhile: () => boolean,
  stillSignedIn: () => boolean = () => true,
): Promise<number[]> {
  const { addtocartlist, wishlist, owner, unsaved } = useCartStore.getState();
  const serverLines =
    owner === userId
      ? await accountLines(unsaved, addtocartlist)
      : await mergeGuest(owner === null ? addtocartlist : [], owner === null ? wishlist : []);
  const [lines, saved] = await Promise.all([
    cartItemsFor(serverLines),
    apiRequest<{ id: number }[]>('GET', `/api/v1/product/getWishlistProduct/${userId}`),
  ]);
  // Signed out meanwhile: the account's cart and hearts have left this browser; none come back.
  if (!stillSignedIn()) return [];
  const ids = await heartsTappedMeanwhile(
    wishlist,
    saved.map((product) => product.id),
  );
  if (!stillSignedIn()) return [];
  if (!changedMeanwhile()) {
    useCartStore.getState().adoptAccount(userId, lines, ids);
    return ids;
  }
  // Still unsaved until the server has it: a page left before then saves it on the next load.
  const store = useCartStore.getState();
  store.adoptAccount(userId, store.addtocartlist, ids, { unsaved: true });
  await saveCart(useCartStore.getState().addtocartlist);
  return ids;
}

/**
 * Saves the cart as it now is for the signed-in shopper (PUT replaces the server's), then
 * marks it saved unless it changed again meanwhile. A refusal leaves it unsaved.
 */
export async function saveCart(items: CartItem[]): Promise<void> {
  await apiRequest('PUT', '/api/v1/cart', { items: linesOf(items) });
  useCartStore.getState().markSaved(items);
}

/** Hearts of a signed-in shopper are saved by the server; a refusal rolls the heart back. */
export const serverWishlistSync: WishlistSync = {
  add: async (productId) => {
    await addToServerWishlist(productId);
  },
  remove: async (productId) => {
    await apiRequest('DELETE', `/api/v1/product/wishlist/${productId}`);
  },
};
