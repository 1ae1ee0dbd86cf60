import { fetchByIds } from '@/lib/catalog/fetch-by-ids';
import { clientLimits } from '@/lib/config';
import { apiRequest } from '@/lib/http/api-client';
import { toCartItem } from './cart-item';
import type { CartItem } from './cart-reducers';
import { useCartStore } from './cart-store';
import type { WishlistSync } from './wishlist-sync';

export type ServerLine = { id: number; quantity: number };

const linesOf = (items: CartItem[]): ServerLine[] =>
  items.map(({ id, quantity }) => ({ id, quantity }));

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
    };
    return [toCartItem(product, variant, Math.min(line.quantity, variant.stock))];
  });
}

const addToServerWishlist = (productId: number) =>
  apiRequest('POST', '/api/v1/product/wishlist', { product_id: productId });

/**
 * At sign-in: the guest's cart is merged into the account's on the server (union, larger
 * quantity, capped by stock) and the guest's hearts are added to the account's wishlist;
 * this browser then shows the account's cart and wishlist.
 */
export async function mergeGuestIntoAccount(userId: number): Promise<void> {
  const { addtocartlist, wishlist } = useCartStore.getState();
  const merged = await apiRequest<{ items: ServerLine[] }>('POST', '/api/v1/cart/merge', {
    items: linesOf(addtocartlist),
  });
  // Oldest first, so the newest heart stays the newest; products gone from sale are skipped.
  for (const productId of [...wishlist].reverse()) {
    await addToServerWishlist(productId).catch(() => undefined);
  }
  const [lines, saved] = await Promise.all([
    cartItemsFor(merged.items),
    apiRequest<{ id: number }[]>('GET', `/api/v1/product/getWishlistProduct/${userId}`),
  ]);
  useCartStore.getState().adoptAccount(
    lines,
    saved.map((product) => product.id),
  );
}

/** Saves the cart as it now is for the signed-in shopper (PUT replaces the server's). */
export function saveCart(items: CartItem[]): Promise<unknown> {
  return apiRequest('PUT', '/api/v1/cart', { items: linesOf(items) });
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
