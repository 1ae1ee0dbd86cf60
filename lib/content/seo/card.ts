// The link-preview card a shared product shows: where its image is, and the text drawn on it.

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

/**
 * Text for the link-preview card, in what its bundled font can draw: the taka sign
 * becomes "BDT", and letters outside Latin (which next/og would try to fetch a font
 * for, over the network) are dropped.
 */
export function cardText(text: string): string {
  return text
    .replace(/৳\s?/g, 'BDT ')
    .replace(/[^\u0020-\u024F\u2010-\u2027\u2030-\u205E]/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
