import { initialChoice, type Variant, type VariantChoice } from './variant-choice';

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

/**
 * The size and colour a product page's address asks for (its `search`), when the product has
 * a variant of both; null otherwise, and the page opens as it would without them.
 */
export function requestedChoice(
  variants: { size: string; colour: string }[],
  search: string,
): { size: string; colour: string } | null {
  const query = new URLSearchParams(search);
  const size = query.get(variantQuery.size);
  const colour = query.get(variantQuery.colour);
  const found = variants.find((variant) => variant.size === size && variant.colour === colour);
  return found ? { size: found.size, colour: found.colour } : null;
}

/**
 * What a product page opens with chosen: the size and colour its address asks for, else every
 * option that has one value. The page is prerendered without its query, so the browser
 * reads it (the purchase panel, the view told to the partners).
 */
export function openingChoice(variants: Variant[], search: string): VariantChoice {
  return requestedChoice(variants, search) ?? initialChoice(variants);
}
