/** Cache tags, named once: reads are tagged with them, writes revalidate them. */
export const cacheTags = {
  products: 'products',
  product: (slug: string) => `product:${slug}`,
  categories: 'categories',
  pages: 'pages',
} as const;
