import type { APIRequestContext } from '@playwright/test';
import { staffCategory } from './staff-products';

export type ProductSummary = {
  slug: string;
  name: string;
  image: { photo: string; alt: string }[];
};

/** Every active product (of one category and beneath it, if given), page by page, from the public API. */
export async function allProducts(
  request: APIRequestContext,
  category?: string,
): Promise<ProductSummary[]> {
  const products: ProductSummary[] = [];
  const filter = category ? `&parentCategory=${category}` : '';
  for (let page = 1; ; page += 1) {
    const response = await request.get(`/api/v1/product/all?page_size=100&page=${page}${filter}`);
    const body = (await response.json()) as { next: string | null; results: ProductSummary[] };
    products.push(...body.results);
    if (!body.next) return products;
  }
}

/**
 * Every active product outside the category the staff specs publish theirs in
 * (e2e/support/staff-products.ts): a piece they publish has no photos yet, or loses them.
 */
export async function shopperProducts(request: APIRequestContext): Promise<ProductSummary[]> {
  const [all, staffs] = await Promise.all([
    allProducts(request),
    allProducts(request, staffCategory.slug),
  ]);
  const left = new Set(staffs.map((product) => product.slug));
  return all.filter((product) => !left.has(product.slug));
}
