import { eq, inArray } from 'drizzle-orm';
import {
  attributes,
  attributeValues,
  categories,
  productAttributeValues,
  products,
  productTags,
  tags,
} from '@/lib/db/schema';
import { createTestDatabase, engines, type TestDatabase } from '@/tests/helpers/test-database';

describe.each(engines)('products.attribute_value_ids and tag_ids [%s]', (engine) => {
  let database: TestDatabase;
  let productIds: [number, number];
  let valueIds: [number, number, number];
  let tagIds: [number, number];

  const arrays = async () => {
    const rows = await database.db
      .select({ id: products.id, values: products.attributeValueIds, tags: products.tagIds })
      .from(products)
      .orderBy(products.id);
    return rows.map(({ values, tags }) => ({ values, tags }));
  };

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const { db } = database;
    const [category] = await db
      .insert(categories)
      .values({ name: 'Saree', slug: 'saree' })
      .returning();
    const made = await db
      .insert(products)
      .values(
        ['a', 'b'].map((key) => ({
          slug: `p-${key}`,
          name: `Product ${key}`,
          title: `SKU-${key}`,
          mainCategoryId: category!.id,
        })),
      )
      .returning({ id: products.id });
    productIds = [made[0]!.id, made[1]!.id];
    const [size] = await db.insert(attributes).values({ name: 'Size', slug: 'size' }).returning();
    const values = await db
      .insert(attributeValues)
      .values(['s', 'm', 'l'].map((slug) => ({ attributeId: size!.id, name: slug, slug })))
      .returning({ id: attributeValues.id });
    valueIds = [values[0]!.id, values[1]!.id, values[2]!.id];
    const madeTags = await db
      .insert(tags)
      .values(['new', 'sale'].map((slug) => ({ name: slug, slug })))
      .returning({ id: tags.id });
    tagIds = [madeTags[0]!.id, madeTags[1]!.id];
  });

  afterAll(() => database.dispose());

  it('start empty', async () => {
    expect(await arrays()).toEqual([
      { values: [], tags: [] },
      { values: [], tags: [] },
    ]);
  });

  it('follow inserted links, sorted, for several products in one statement', async () => {
    const [a, b] = productIds;
    const [s, m, l] = valueIds;
    await database.db.insert(productAttributeValues).values([
      { productId: a, attributeValueId: l },
      { productId: a, attributeValueId: s },
      { productId: b, attributeValueId: m },
    ]);
    await database.db.insert(productTags).values([
      { productId: a, tagId: tagIds[1] },
      { productId: b, tagId: tagIds[0] },
      { productId: b, tagId: tagIds[1] },
    ]);
    expect(await arrays()).toEqual([
      { values: [s, l], tags: [tagIds[1]] },
      { values: [m], tags: [...tagIds] },
    ]);
  });

  it('follow a link moved from one product to another', async () => {
    const [a, b] = productIds;
    const [s, m, l] = valueIds;
    await database.db
      .update(productAttributeValues)
      .set({ productId: b })
      .where(eq(productAttributeValues.attributeValueId, s));
    await database.db
      .update(productTags)
      .set({ tagId: tagIds[0] })
      .where(eq(productTags.productId, a));
    expect(await arrays()).toEqual([
      { values: [l], tags: [tagIds[0]] },
      { values: [s, m], tags: [...tagIds] },
    ]);
  });

  it('follow deleted links, and links deleted with their value or tag', async () => {
    const [a] = productIds;
    const [s, m] = valueIds;
    await database.db.delete(productAttributeValues).where(eq(productAttributeValues.productId, a));
    await database.db.delete(attributeValues).where(eq(attributeValues.id, s));
    await database.db.delete(tags).where(inArray(tags.id, [tagIds[0]]));
    expect(await arrays()).toEqual([
      { values: [], tags: [] },
      { values: [m], tags: [tagIds[1]] },
    ]);
  });

  it('let a product with links be deleted', async () => {
    await database.db.delete(products).where(eq(products.id, productIds[1]));
    expect(await arrays()).toEqual([{ values: [], tags: [] }]);
  });
});
