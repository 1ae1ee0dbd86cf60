import os from 'node:os';
import path from 'node:path';
import { seedDatabase } from '@/lib/seed';
import { demoStyleGroups } from '@/lib/seed/seed-styles';
import { styleColoursOf } from '@/lib/catalogue/products/style-colours';
import { eq } from 'drizzle-orm';
import { products, productStyles } from '@/lib/db/schema';
import { databaseSetupTimeoutMs, describeEachEngine } from '@/tests/helpers/test-database';

const mediaDir = path.join(os.tmpdir(), 'style-seed-unused');

describeEachEngine('the demo seed’s style groups', (db) => {
  beforeAll(async () => {
    await seedDatabase(db(), { mediaDir, products: 60, renderImages: false });
  }, databaseSetupTimeoutMs);

  it('groups demo pieces of one category in different colours, each with a swatch', async () => {
    const rows = await db()
      .select({ id: products.id, slug: products.slug, code: productStyles.code })
      .from(productStyles)
      .innerJoin(products, eq(products.id, productStyles.productId));
    expect(rows.map((row) => row.slug).sort()).toEqual(
      demoStyleGroups.flatMap((group) => group.slugs).sort(),
    );
    const colours = await styleColoursOf(
      db(),
      rows.map((row) => row.id),
    );
    for (const row of rows) {
      const group = colours.get(row.id)!;
      expect(group).toHaveLength(3);
      expect(group.filter((piece) => piece.current).map((piece) => piece.id)).toEqual([row.id]);
      expect(new Set(group.map((piece) => piece.colour)).size).toBe(3);
      for (const piece of group) expect(piece.swatch).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('changes nothing when run again', async () => {
    const before = await db().$count(productStyles);
    await seedDatabase(db(), { mediaDir, products: 60, renderImages: false });
    expect(await db().$count(productStyles)).toBe(before);
  });
});
