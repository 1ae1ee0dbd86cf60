import { clientLimits } from '@/lib/client-config';
import { isLineMeasurements, occasions, type Occasion } from '@/lib/ordering/client';
import { dayShape } from '@/lib/format/dhaka-day';
import { cartReducers, type CartItem, type CartState } from './cart-reducers';

/**
 * What 'root26' keeps (version 2): the cart's lines, the wishlist, and whose they are:
 * `owner` is the signed-in account they mirror, or null for a guest's.
 */
export type PersistedState = {
  addtocartlist: CartItem[];
  wishlist: number[];
  owner: number | null;
  /** Changes of a signed-in shopper's cart not yet saved to the server. */
  unsaved: boolean;
  /** What she needs the order for and the Dhaka day she needs it by (YYYY-MM-DD). */
  dateFor: DateFor;
};

export type DateFor = { occasion: Occasion | null; needBy: string | null };
export const noDateFor: DateFor = { occasion: null, needBy: null };

const whole = (value: unknown, min: number) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
const text = (value: unknown) => typeof value === 'string' && value.length <= 300;
// Photos come from the store's own /media or /images (next/image refuses anything else).
const localImage = (value: unknown) => text(value) && /^\/(media|images)\//.test(value as string);

/** A stored line is used only if every field has the right type (the store is the user's to edit). */
function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<keyof CartItem, unknown>;
  return (
    whole(item.id, 1) &&
    whole(item.quantity, 1) &&
    whole(item.stock, 0) &&
    whole(item.productId, 1) &&
    typeof item.price === 'number' &&
    Number.isFinite(item.price) &&
    item.price >= 0 &&
    [item.slug, item.name, item.sku, item.size, item.colour].every(text) &&
    localImage(item.image) &&
    (item.measurements === undefined || isLineMeasurements(item.measurements)) &&
    (item.leadTimeDays === undefined || whole(item.leadTimeDays, 1)) &&
    (item.lang === undefined || item.lang === 'bn')
  );
}

const longest: Record<'addtocartlist' | 'wishlist', number> = {
  addtocartlist: clientLimits.cartLines,
  wishlist: clientLimits.wishlist,
};

/** A stored list; empty when it is missing, not a list, or longer than any can be. */
function storedList(persisted: unknown, key: keyof typeof longest): unknown[] {
  const list =
    typeof persisted === 'object' && persisted !== null
      ? (persisted as Record<string, unknown>)[key]
      : undefined;
  return Array.isArray(list) && list.length <= longest[key] ? list : [];
}

/** The stored lines that pass the checks: a broken line is dropped, the others stay. */
export function restoreLines(persisted: unknown): CartItem[] {
  return storedList(persisted, 'addtocartlist').filter(isCartItem);
}

/** The stored wishlist: product ids, each once; anything else in it is dropped. */
export function restoreWishlist(persisted: unknown): number[] {
  return [...new Set(storedList(persisted, 'wishlist').filter((id): id is number => whole(id, 1)))];
}

/** The account the stored cart mirrors; anything but a user id means a guest's. */
export function restoreOwner(persisted: unknown): number | null {
  const owner =
    typeof persisted === 'object' && persisted !== null
      ? (persisted as Record<string, unknown>).owner
      : undefined;
  return whole(owner, 1) ? (owner as number) : null;
}

const restoreUnsaved = (persisted: unknown) =>
  typeof persisted === 'object' &&
  persisted !== null &&
  (persisted as Record<string, unknown>).unsaved === true;

/** The stored occasion and date, each dropped alone when it is not one the store knows. */
export function restoreDateFor(persisted: unknown): DateFor {
  const stored =
    typeof persisted === 'object' && persisted !== null
      ? (persisted as Record<string, unknown>).dateFor
      : undefined;
  if (typeof stored !== 'object' || stored === null) return noDateFor;
  const { occasion, needBy } = stored as Record<string, unknown>;
  return {
    occasion: occasions.includes(occasion as Occasion) ? (occasion as Occasion) : null,
    needBy: typeof needBy === 'string' && dayShape.test(needBy) ? needBy : null,
  };
}

/**
 * The state from what local storage held, on top of `current` (whose payment details
 * stay). Each part is checked on its own: a broken wishlist does not cost the cart, nor
 * the reverse. The lines are re-added, so that counts and totals are recomputed rather
 * than trusted. Hand-written rather than zod, because it ships with every page: the same
 * schema in zod/mini weighs several times this check and the reducers together, more
 * than the whole persisted store.
 */
export function restoreState<S extends CartState>(
  persisted: unknown,
  current: S,
): S & PersistedState {
  const cart = cartReducers.replace(current, restoreLines(persisted));
  return {
    ...cart,
    wishlist: restoreWishlist(persisted),
    owner: restoreOwner(persisted),
    unsaved: restoreUnsaved(persisted),
    dateFor: restoreDateFor(persisted),
  };
}

/**
 * From an older 'root26' to version 2. Version 1 held the cart alone: its lines are kept
 * and the wishlist starts empty. Any other version keeps whatever passes the checks.
 */
export function migrateState(persisted: unknown, version: number): PersistedState {
  return {
    addtocartlist: restoreLines(persisted),
    wishlist: version === 1 ? [] : restoreWishlist(persisted),
    owner: version === 1 ? null : restoreOwner(persisted),
    unsaved: version === 1 ? false : restoreUnsaved(persisted),
    dateFor: restoreDateFor(persisted),
  };
}
