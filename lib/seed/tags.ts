/** Merchandising tags. Which products get them is decided in product-tags.ts. */
export const tagSeeds = [
  { slug: 'new-arrival', name: 'New Arrival' },
  { slug: 'bestseller', name: 'Bestseller' },
  { slug: 'exclusive', name: 'Exclusive' },
  { slug: 'limited-edition', name: 'Limited Edition' },
  { slug: 'sale', name: 'Sale' },
  { slug: 'eid-collection', name: 'Eid Collection' },
  { slug: 'wedding-season', name: 'Wedding Season' },
] as const;

export type TagSlug = (typeof tagSeeds)[number]['slug'];
