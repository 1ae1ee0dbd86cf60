/**
 * Pages that show one shopper's own things (docs/architecture.md, "Two kinds of page"):
 * rendered for each request under a nonce policy, never kept by a shared cache. They live
 * under app/(store)/(personal), and the staff side under app/admin; every other page is public.
 */
export const personalPathPrefixes = [
  '/account',
  '/admin',
  '/authentication',
  '/checkout',
  '/shop/cart',
  '/track-order',
  '/wishlist',
] as const;

export function isPersonalPath(pathname: string): boolean {
  const path = pathname.toLowerCase();
  return personalPathPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
