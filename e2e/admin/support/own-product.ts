import { expect, type Page } from '@playwright/test';
import { stringify } from 'csv-stringify/sync';
import { staffCategory } from '../../support/staff-products';

export type OwnProduct = {
  id: number;
  name: string;
  sku: string;
  variants: { sku: string; size: string; stock: number }[];
};

/** The XSRF header for the signed-in staff member's session (docs/api-reference.md). */
async function xsrfHeader(page: Page): Promise<Record<string, string>> {
  expect((await page.request.get('/api/v1/xsrf')).status()).toBe(204);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  return { 'x-xsrf-token': decodeURIComponent(cookie!.value) };
}

type Sizes = { size: string; stock: number }[];

const twoSizes: Sizes = [
  { size: 'S', stock: 4 },
  { size: 'M', stock: 5 },
];

/**
 * A draft product of the calling spec's own, made through the staff import API in the staff
 * specs' category (e2e/support/staff-products.ts): a draft no shopper sees, so its photos and
 * stock can change while the shopper specs run. `label` names it after its spec.
 */
export const ownDraftProduct = (page: Page, label: string, sizes: Sizes = twoSizes) =>
  ownProduct(page, label, sizes, 'draft');

/**
 * A published product of the calling spec's own, in the staff specs' category, which no
 * shopper spec lists or buys from: its shoppers are the spec's, and its `slug` their page.
 */
export async function ownPublishedProduct(
  page: Page,
  label: string,
  sizes: Sizes,
): Promise<OwnProduct & { slug: string }> {
  const product = await ownProduct(page, label, sizes, 'published');
  const editor = await page.request.get(`/admin/products/${product.id}`);
  const slug = /href="\/product\/([^"/?#]+)"/.exec(await editor.text())?.[1];
  expect(slug, `${product.sku}'s link to the store`).toBeDefined();
  return { ...product, slug: slug! };
}

async function ownProduct(
  page: Page,
  label: string,
  sizes: Sizes,
  status: 'draft' | 'published',
): Promise<OwnProduct> {
  const code = `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const sku = `OWN-${code}`.toUpperCase();
  const name = `Staff Potli ${code.toUpperCase()}`;
  const variants = sizes.map(({ size, stock }) => ({ sku: `${sku}-${size}`, size, stock }));
  const csv = stringify([
    [
      'product_sku',
      'name',
      'category',
      'status',
      'variant_sku',
      'size',
      'colour',
      'price',
      'stock',
    ],
    ...variants.map((v) => [
      sku,
      name,
      staffCategory.slug,
      status,
      v.sku,
      v.size,
      'Ivory',
      '4500',
      String(v.stock),
    ]),
  ]);
  const headers = { ...(await xsrfHeader(page)), 'content-type': 'text/csv' };
  const send = async (query: string) => {
    const response = await page.request.post(`/api/v1/admin/products/import?${query}`, {
      headers,
      data: csv,
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as { applied: boolean; errorCount: number; fingerprint: string };
  };
  const checked = await send('mode=check');
  expect(checked.errorCount).toBe(0);
  const applied = await send(`mode=apply&fingerprint=${encodeURIComponent(checked.fingerprint)}`);
  expect(applied.applied).toBe(true);

  const list = await page.request.get(`/admin/products?q=${encodeURIComponent(sku)}`);
  const id = /href="\/admin\/products\/(\d+)"/.exec(await list.text())?.[1];
  expect(id, `${sku} in the staff list`).toBeDefined();
  return { id: Number(id), name, sku, variants };
}
