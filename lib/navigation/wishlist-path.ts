/**
 * Where the wishlist's entry points lead: a guest's list, which sends a signed-in shopper on
 * to the one kept with her account, so public pages need not know who is signed in.
 */
export const wishlistPath = '/wishlist';
