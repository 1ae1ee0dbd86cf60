/**
 * Pages that show one shopper's own things (docs/architecture.md, "Two kinds of page"):
 * rendered for each request under a nonce policy, never kept by a shared cache. They live
 * under app/(store)/(personal), and the staff side under app/admin; every other page is public.
 * /fitting shows places that change with every booking, and its cancel links are personal,
 * as are the stop links of back-in-stock messages (/stock-alerts) and review links
 * (/review/{token}), and the bag a reminder's link puts back (/bag/{token}).
 */
export const personalPathPrefixes = [
  '/account',
  '/admin',
  '/authentication',
  '/bag',
  '/checkout',
  '/fitting',
  '/review',
  '/shop/cart',
  '/stock-alerts',
  '/track-order',
  '/wishlist',
] as const;

export function isPersonalPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return personalPathPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
