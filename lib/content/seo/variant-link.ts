/** The query a product page reads to open with a size and colour chosen (client-safe). */
export const variantQuery = { size: 'size', colour: 'colour' } as const;

/**
 * A product page's path with one variant chosen: /product/{slug}?size=M&colour=Maroon. The
 * page is the same prerendered page for every variant; its purchase panel reads the query
 * in the browser (components/product/purchase-panel.tsx).
 */
export function variantLink(slug: string, variant: { size: string; colour: string }): string {
  const query = new URLSearchParams({
    [variantQuery.size]: variant.size,
    [variantQuery.colour]: variant.colour,
  });
  return `/product/${slug}?${query}`;
}
