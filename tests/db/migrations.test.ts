import { withVariantValueIds } from '@/lib/catalogue/products/variant-values';
import { sql } from 'drizzle-orm';
import { createTestDatabase, engines } from '@/tests/helpers/test-database';
import { categories, products, variants } from '@/lib/db/schema';
import { migrateDatabase } from '@/lib/bootstrap/migrate';

const expectedTables = [
  'addresses',
  'atelier_alerts',
  'atelier_stages',
  'attribute_value_swatches',
  'attribute_values',
  'attributes',
  'audit_log',
  'banner_slides',
  'cache_tag_expirations',
  'cart_items',
  'categories',
  'category_product_counts',
  'customer_notes',
  'discount_code_categories',
  'discount_codes',
  'discount_redemptions',
  'ended_sessions',
  'fitting_bookings',
  'fitting_slots',
  'message_templates',
  'occasion_categories',
  'occasions',
  'one_time_codes',
  'order_attributions',
  'order_events',
  'order_items',
  'order_refunds',
  'orders',
  'outbox_messages',
  'pages',
  'payments',
  'photo_uploads',
  'product_attribute_values',
  'product_images',
  'product_styles',
  'product_tags',
  'products',
  'review_photos',
  'review_requests',
  'reviews',
  'size_guides',
  'staff_invitations',
  'staff_recovery_codes',
  'staff_sessions',
  'stock_alerts',
  'stock_movements',
  'store_settings',
  'tags',
  'throttle_counters',
  'unfinished_checkouts',
  'user_measurements',
  'users',
  'variants',
  'wishlist_items',
];

describe.each(engines)('migrations [%s]', (engine) => {
  it('create every table, apply twice without change, and keep derived columns', async () => {
    const database = await createTestDatabase(engine);
    try {
      await migrateDatabase(database);
      const { db } = database;
      const tables = await db.execute<{ name: string }>(
        sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
      );
      expect(tables.rows.map((row) => row.name)).toEqual(expectedTables);

      const [category] = await db
        .insert(categories)
        .values({ name: 'Lehenga', slug: 'lehenga', url: '/category/lehenga' })
        .returning();
      const [product] = await db
        .insert(products)
        .values({
          slug: 'maroon-lehenga',
          name: 'Maroon Zardozi Lehenga',
          title: 'BL-1',
          description: 'Hand embroidered',
          mainCategoryId: category!.id,
        })
        .returning();
      await db.insert(variants).values(
        await withVariantValueIds(db, [
          {
            productId: product!.id,
            sku: 'BL-1-S',
            size: 'S',
            colour: 'Maroon',
            price: 52000.5,
            stock: 0,
          },
          {
            productId: product!.id,
            sku: 'BL-1-M',
            size: 'M',
            colour: 'Maroon',
            price: 54000,
            stock: 2,
          },
        ]),
      );
      const [derived] = await db.select().from(products);
      expect(derived).toMatchObject({ minPrice: 52000.5, maxPrice: 54000, inStock: true });
      expect(derived!.searchText).toContain('lehenga');

      await db.update(variants).set({ stock: 0 });
      const [soldOut] = await db.select().from(products);
      expect(soldOut!.inStock).toBe(false);

      const [negative] = await withVariantValueIds(db, [
        {
          productId: product!.id,
          sku: 'BL-1-L',
          size: 'L',
          colour: 'Maroon',
          price: 1000,
          stock: -1,
        },
      ]);
      await expect(db.insert(variants).values(negative!)).rejects.toThrow();
    } finally {
      await database.dispose();
    }
  });
});
