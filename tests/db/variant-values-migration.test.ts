import fs from 'node:fs';
import path from 'node:path';
import { createTestDatabase, engines, type TestDatabase } from '@/tests/helpers/test-database';

// drizzle/0033: every variant comes to refer to the Size and Colour values its text names,
// made where the store has none; its text and the order lines stay as they were.

const statements = fs
  .readFileSync(path.join(process.cwd(), 'drizzle', '0033_variant_attribute_values.sql'), 'utf8')
  .split('--> statement-breakpoint');

/** The catalogue as it was before 0033: free-text sizes and colours, and an order line. */
async function legacyCatalogue(database: TestDatabase) {
  const statements = [
    'DROP TRIGGER attribute_values_rename_variants_trigger ON attribute_values',
    'DROP FUNCTION attribute_values_rename_variants()',
    'DROP TRIGGER variants_option_names_trigger ON variants',
    'DROP FUNCTION variants_option_names()',
    'DROP FUNCTION variant_option_value(text, text)',
    `ALTER TABLE variants DROP COLUMN size_value_id, DROP COLUMN colour_value_id,
      ALTER COLUMN size DROP DEFAULT, ALTER COLUMN colour DROP DEFAULT`,
    `INSERT INTO attributes (id, name, slug, position) VALUES
      (1, 'Size', 'size', 0), (2, 'Colour', 'colour', 1)`,
    `INSERT INTO attribute_values (id, attribute_id, name, name_bn, slug, position) VALUES
      (1, 1, 'M', 'মাঝারি', 'size-m', 0),
      (2, 1, 'Free Size', 'ফ্রি সাইজ', 'size-free-size', 1),
      (3, 2, 'Maroon', 'মেরুন', 'colour-maroon', 0),
      (4, 1, 'Kids', NULL, 'size-kids-2-4', 2)`,
    `SELECT setval(pg_get_serial_sequence('attributes', 'id'), 2)`,
    `SELECT setval(pg_get_serial_sequence('attribute_values', 'id'), 4)`,
    `INSERT INTO categories (id, name, slug) VALUES (1, 'Saree', 'saree')`,
    `INSERT INTO products (id, slug, name, title, main_category_id) VALUES
      (1, 'maroon-saree', 'Maroon Saree', 'MS-1', 1)`,
    `INSERT INTO variants (id, product_id, sku, size, colour, price, stock) VALUES
      (1, 1, 'MS-1-M', 'M', 'Maroon', 1000, 1),
      (2, 1, 'MS-1-m', ' m ', 'MAROON', 1000, 2),
      (3, 1, 'MS-1-FS', 'free  size', 'Maroon', 1000, 3),
      (4, 1, 'MS-1-XXL', 'XXL', 'Sea Green', 1000, 4),
      (5, 1, 'MS-1-XXL-2', 'xxl', 'Sea Green', 1000, 5),
      (6, 1, 'MS-1-K', 'Kids 2-4', 'Maroon', 1000, 6)`,
    `INSERT INTO orders (id, number, status, contact_name, contact_phone, address_line, area,
        district, division, delivery, payment_method, subtotal, delivery_charge, total,
        idempotency_scope, request_hash)
      VALUES (1, 'NJ-1', 'pending', 'Ayesha', '+8801711000001', 'House 1', 'Banani', 'Dhaka',
        'Dhaka', 'inside_dhaka', 'cod', 1000, 0, 1000, 'web', 'hash')`,
    `INSERT INTO order_items (order_id, position, variant_id, sku, name, size, colour,
        unit_price, quantity, line_total)
      VALUES (1, 0, 2, 'MS-1-m', 'Maroon Saree', ' m ', 'MAROON', 1000, 1, 1000)`,
  ];
  for (const statement of statements) await database.query(statement);
}

describe.each(engines)('migration 0033, variants refer to attribute values [%s]', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await legacyCatalogue(database);
    for (const statement of statements) await database.query(statement);
  });
  afterAll(() => database.dispose());

  const variantValues = () =>
    database.query(`
      SELECT v.id, v.size, v.colour, s.slug AS size_slug, c.slug AS colour_slug
      FROM variants v
      JOIN attribute_values s ON s.id = v.size_value_id
      JOIN attribute_values c ON c.id = v.colour_value_id
      ORDER BY v.id`);

  it('links each variant to the value its text names, case and spaces aside', async () => {
    const rows = await variantValues();
    expect(rows.slice(0, 3).map((row) => [row.id, row.size_slug, row.colour_slug])).toEqual([
      [1, 'size-m', 'colour-maroon'],
      [2, 'size-m', 'colour-maroon'],
      [3, 'size-free-size', 'colour-maroon'],
    ]);
  });

  it('makes a value for a size or colour the store has none of, in its pattern, once', async () => {
    const rows = await variantValues();
    expect(rows.slice(3).map((row) => [row.id, row.size_slug, row.colour_slug])).toEqual([
      [4, 'size-xxl', 'colour-sea-green'],
      [5, 'size-xxl', 'colour-sea-green'],
      // The name is new, its slug taken by another value: a number after it.
      [6, 'size-kids-2-4-2', 'colour-maroon'],
    ]);
    const made = await database.query(`
      SELECT a.slug AS attribute, v.name, v.name_bn, v.position FROM attribute_values v
      JOIN attributes a ON a.id = v.attribute_id WHERE v.id > 4 ORDER BY v.id`);
    expect(made).toEqual([
      { attribute: 'size', name: 'XXL', name_bn: null, position: 3 },
      { attribute: 'size', name: 'Kids 2-4', name_bn: null, position: 4 },
      { attribute: 'colour', name: 'Sea Green', name_bn: null, position: 1 },
    ]);
  });

  it('leaves every variant and order line as it was', async () => {
    const variants = await database.query(
      'SELECT id, sku, size, colour, stock FROM variants ORDER BY id',
    );
    expect(variants.map((row) => [row.id, row.sku, row.size, row.colour, row.stock])).toEqual([
      [1, 'MS-1-M', 'M', 'Maroon', 1],
      [2, 'MS-1-m', ' m ', 'MAROON', 2],
      [3, 'MS-1-FS', 'free  size', 'Maroon', 3],
      [4, 'MS-1-XXL', 'XXL', 'Sea Green', 4],
      [5, 'MS-1-XXL-2', 'xxl', 'Sea Green', 5],
      [6, 'MS-1-K', 'Kids 2-4', 'Maroon', 6],
    ]);
    const lines = await database.query('SELECT variant_id, size, colour FROM order_items');
    expect(lines).toEqual([{ variant_id: 2, size: ' m ', colour: 'MAROON' }]);
  });

  it('requires both values and keeps a value in use from being deleted', async () => {
    await expect(
      database.query('UPDATE variants SET size_value_id = NULL WHERE id = 1'),
    ).rejects.toThrow(/null value/);
    await expect(database.query('DELETE FROM attribute_values WHERE id = 1')).rejects.toThrow(
      /foreign key/,
    );
  });

  it("keeps a variant's text the name of its value, a value renamed included", async () => {
    await database.query('UPDATE variants SET size_value_id = 2 WHERE id = 1');
    await database.query(
      `UPDATE attribute_values SET name = 'Sea-green' WHERE slug = 'colour-sea-green'`,
    );
    const rows = await database.query(
      'SELECT id, size, colour FROM variants WHERE id IN (1, 4) ORDER BY id',
    );
    expect(rows).toEqual([
      { id: 1, size: 'Free Size', colour: 'Maroon' },
      { id: 4, size: 'XXL', colour: 'Sea-green' },
    ]);
  });
});
