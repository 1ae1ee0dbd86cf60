/** The link preview image of a product (app/og/product/[slug]/route.tsx), for its metadata. */
export function productCardImage(slug: string, alt: string) {
  return {
    url: `/og/product/${encodeURIComponent(slug)}`,
    width: 1200,
    height: 630,
    type: 'image/png',
    alt,
  };
}
