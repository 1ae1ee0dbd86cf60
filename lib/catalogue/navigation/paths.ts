// Addresses several of the store's links lead to, kept in one place.

/** The showroom page, at the old store's address with its capital S. */
export const storeLocatorPath = '/Store-locator';

/**
 * Where the wishlist's entry points lead: a guest's list, which sends a signed-in shopper on
 * to the one kept with her account, so public pages need not know who is signed in.
 */
export const wishlistPath = '/wishlist';
