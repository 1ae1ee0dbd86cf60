import { eq, sql } from 'drizzle-orm';
import { categories, categoryProductCounts, products } from '@/lib/db/schema';
import { createTestDatabase, engines, type TestDatabase } from '@/tests/helpers/test-database';

describe.each(engines)('category_product_counts [%s]', (engine) => {
  let database: TestDatabase;
  let saree: number;
  let gown: number;

  /** The kept counts, and the counts of the products themselves: the two must agree. */
  const keptAndActual = async () => {
    const kept = await database.db
      .select()
      .from(categoryProductCounts)
      .where(sql`${categoryProductCounts.productCount} <> 0`)
      .orderBy(categoryProductCounts.mainCategoryId, categoryProductCounts.isActive);
    const { rows: actual } = await database.db.execute<{
      mainCategoryId: number;
      isActive: boolean;
      productCount: number;
    }>(sql`select main_category_id as "mainCategoryId", is_active as "isActive",
                  count(*)::int as "productCount"
           from ${products} group by 1, 2 order by 1, 2`);
    return { kept, actual };
  };

  const product = (key: string, mainCategoryId: number, isActive = true) => ({
    slug: `p-${key}`,
    name: `Product ${key}`,
    title: `SKU-${key}`,
    mainCategoryId,
    isActive,
  });

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const made = await database.db
      .insert(categories)
      .values([
        { name: 'Saree', slug: 'saree' },
        { name: 'Gown', slug: 'gown' },
      ])
      .returning({ id: categories.id });
    [saree, gown] = [made[0]!.id, made[1]!.id];
  });

  afterAll(() => database.dispose());

  it('count the products inserted, several categories and states in one statement', async () => {
    await database.db
      .insert(products)
      .values([product('a', saree), product('b', saree), product('c', gown, false)]);
    const { kept, actual } = await keptAndActual();
    expect(kept).toEqual(actual);
    expect(kept).toEqual([
      { mainCategoryId: saree, isActive: true, productCount: 2 },
      { mainCategoryId: gown, isActive: false, productCount: 1 },
    ]);
  });

  it('follow a product that changes state or category, and ignore other updates', async () => {
    await database.db.update(products).set({ isActive: true }).where(eq(products.slug, 'p-c'));
    await database.db
      .update(products)
      .set({ mainCategoryId: gown })
      .where(eq(products.slug, 'p-a'));
    await database.db.update(products).set({ name: 'Renamed' }).where(eq(products.slug, 'p-b'));
    const { kept, actual } = await keptAndActual();
    expect(kept).toEqual(actual);
    expect(kept).toEqual([
      { mainCategoryId: saree, isActive: true, productCount: 1 },
      { mainCategoryId: gown, isActive: true, productCount: 2 },
    ]);
  });

  it('forget deleted products, and every product when the table is emptied', async () => {
    await database.db.delete(products).where(eq(products.mainCategoryId, gown));
    const afterDelete = await keptAndActual();
    expect(afterDelete.kept).toEqual(afterDelete.actual);
    expect(afterDelete.kept).toEqual([{ mainCategoryId: saree, isActive: true, productCount: 1 }]);

    await database.db.execute(sql`truncate ${products} cascade`);
    expect(await keptAndActual()).toEqual({ kept: [], actual: [] });
  });
});
