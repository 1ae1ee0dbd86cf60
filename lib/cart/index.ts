export { mergeCart, readCart, replaceCart } from './server-cart';
