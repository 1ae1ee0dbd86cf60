/**
 * Where a wishlist change is kept besides this browser. A guest's wishlist lives in local
 * storage alone; a signed-in shopper's is also saved by the server (POST and DELETE
 * /api/v1/product/wishlist), which the accounts side supplies as another WishlistSync.
 */
export type WishlistSync = {
  add(productId: number): Promise<void>;
  remove(productId: number): Promise<void>;
};

export const guestSync: WishlistSync = {
  add: () => Promise.resolve(),
  remove: () => Promise.resolve(),
};

/**
 * Shows the change at once, then saves it; if saving fails, puts the heart back as it
 * was. Resolves to whether the change was kept.
 */
export async function setOptimistically(
  productId: number,
  on: boolean,
  apply: (productId: number, on: boolean) => void,
  sync: WishlistSync,
): Promise<boolean> {
  apply(productId, on);
  try {
    await (on ? sync.add(productId) : sync.remove(productId));
    return true;
  } catch {
    apply(productId, !on);
    return false;
  }
}
