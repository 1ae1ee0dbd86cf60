import type { APIRequestContext } from '@playwright/test';

export type ProductSummary = {
  slug: string;
  name: string;
  image: { photo: string; alt: string }[];
};

/** Every active product, page by page, from the public API. */
export async function allProducts(request: APIRequestContext): Promise<ProductSummary[]> {
  const products: ProductSummary[] = [];
  for (let page = 1; ; page += 1) {
    const response = await request.get(`/api/v1/product/all?page_size=100&page=${page}`);
    const body = (await response.json()) as { next: string | null; results: ProductSummary[] };
    products.push(...body.results);
    if (!body.next) return products;
  }
}
