import { Client } from 'pg';

/** What the load test's requests are made of, read from the seeded database. */
export type LoadCatalogue = {
  productSlugs: string[];
  /** Storefront listing paths: /occasion/{slug} and /category/{slug}. */
  listingPaths: string[];
  categorySlugs: string[];
  attributeValueSlugs: string[];
  /** Words a shopper types into the search box: whole words, prefixes and typos. */
  searchWords: string[];
  /** Variants on sale with a few in stock, so that a cart of them is accepted. */
  variantIds: number[];
};

/** The words of product names, as typed: whole, half typed, and with one letter missing. */
function searchWordsOf(names: string[]): string[] {
  const words = new Set(
    names.flatMap((name) => name.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter(Boolean),
  );
  const typed = [...words].flatMap((word) => [
    word,
    word.slice(0, 3),
    word.slice(0, 1) + word.slice(2),
  ]);
  return [...new Set(typed)];
}

async function column<T>(client: Client, sql: string): Promise<T[]> {
  const { rows } = await client.query<{ value: T }>(sql);
  return rows.map((row) => row.value);
}

export async function readLoadCatalogue(databaseUrl: string): Promise<LoadCatalogue> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const visibleCategories = `FROM categories WHERE online_visible AND url IS NOT NULL`;
    const [productSlugs, occasionSlugs, categorySlugs, attributeValueSlugs, names, variantIds] = [
      await column<string>(client, `SELECT slug AS value FROM products WHERE is_active`),
      await column<string>(client, `SELECT slug AS value FROM occasions`),
      await column<string>(client, `SELECT slug AS value ${visibleCategories}`),
      await column<string>(client, `SELECT slug AS value FROM attribute_values`),
      await column<string>(client, `SELECT name AS value FROM products WHERE is_active`),
      await column<number>(
        client,
        `SELECT v.id AS value FROM variants v JOIN products p ON p.id = v.product_id
           WHERE p.is_active AND v.stock >= 3`,
      ),
    ];
    const catalogue: LoadCatalogue = {
      productSlugs,
      listingPaths: [
        ...occasionSlugs.map((slug) => `/occasion/${slug}`),
        ...categorySlugs.map((slug) => `/category/${slug}`),
      ],
      categorySlugs,
      attributeValueSlugs,
      searchWords: searchWordsOf(names),
      variantIds,
    };
    for (const [name, values] of Object.entries(catalogue)) {
      if (values.length === 0) throw new Error(`the load test found no ${name} in the database`);
    }
    return catalogue;
  } finally {
    await client.end();
  }
}
