import type { APIRequestContext, Page } from '@playwright/test';
import type { ProductDetail } from '../../lib/catalogue/products/types';
import { toCartItem } from '../../stores/cart-item';
import type { CartItem } from '../../stores/cart-reducers';
import { findProduct } from '../catalog/support';

export { consoleErrors, findProduct, formatBDT } from '../catalog/support';

type Variant = ProductDetail['variants'][number];

/** A product and one of its variants that passes `test`. */
export async function findVariant(
  request: APIRequestContext,
  test: (variant: Variant, product: ProductDetail) => boolean,
): Promise<{ product: ProductDetail; variant: Variant }> {
  const product = await findProduct(request, (p) => p.variants.some((v) => test(v, p)));
  return { product, variant: product.variants.find((v) => test(v, product))! };
}

/** The cart line the product page would add. */
export const lineOf = (product: ProductDetail, variant: Variant, quantity = 1): CartItem =>
  toCartItem({ ...product, image: product.images[0]!.photo }, variant, quantity);

/** Writes 'root26' as the store keeps it (version 2), then opens `path` afresh. */
export async function storeState(
  page: Page,
  state: { addtocartlist?: unknown; wishlist?: unknown } | string,
  path = '/shop/cart',
) {
  await page.goto('/pages/faq');
  const value =
    typeof state === 'string'
      ? state
      : JSON.stringify({ state: { addtocartlist: [], wishlist: [], ...state }, version: 2 });
  await page.evaluate((stored) => localStorage.setItem('root26', stored), value);
  await page.goto(path);
}

export async function storedState(page: Page) {
  const stored = await page.evaluate(() => localStorage.getItem('root26'));
  return JSON.parse(stored!).state as { addtocartlist: CartItem[]; wishlist: number[] };
}
