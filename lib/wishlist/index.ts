export { addToWishlist, listWishlist, removeFromWishlist } from './wishlist';
