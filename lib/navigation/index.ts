export { linkLabelKey, navLabelKey } from './link-labels';
export { wishlistPath } from './paths';
