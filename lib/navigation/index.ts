export { linkLabelKey, navLabelKey } from './link-labels';
export { wishlistPath } from './wishlist-path';
