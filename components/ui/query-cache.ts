/**
 * What sign-out needs of TanStack Query without loading it: the query client registers
 * here when a page first uses it (components/ui/query-provider.tsx), and sign-out clears
 * it through here. On pages that never fetched through it there is nothing to clear.
 */
let clearCache: (() => void) | undefined;

export function onClearQueryCache(clear: () => void): void {
  clearCache = clear;
}

/** Forgets every answer fetched in this visit (profile, cart check, wishlist). */
export function clearQueryCache(): void {
  clearCache?.();
}
