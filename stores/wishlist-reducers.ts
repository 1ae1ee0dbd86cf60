import { clientLimits } from '@/lib/client-config';

/**
 * A guest's wishlist: product ids, newest first. Adding past the limit lets the oldest go;
 * a list that already says so is returned as it is, so nothing re-renders for nothing.
 */
export function setWishlisted(list: number[], productId: number, on: boolean): number[] {
  if (list.includes(productId) === on) return list;
  return on
    ? [productId, ...list].slice(0, clientLimits.wishlist)
    : list.filter((id) => id !== productId);
}
