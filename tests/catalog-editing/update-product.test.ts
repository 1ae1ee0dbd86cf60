import { eq } from 'drizzle-orm';
import { cacheTags } from '@/lib/cache-tags';
import { getProductForEdit } from '@/lib/catalogue/products/editing/form/get-product-for-edit';
import { VersionConflictError } from '@/lib/catalogue/products/editing/errors';
import { updateProduct } from '@/lib/catalogue/products/editing/save/edit-product';
import { getProduct } from '@/lib/catalogue/products/get-product';
import { getDb } from '@/lib/db/client';
import { orderItems, orders, variants } from '@/lib/db/schema';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import {
  auditCount,
  auditOf,
  createActor,
  movementsOf,
  productRow,
  refusal,
  saveOf,
  variantsOf,
  describeEditing,
} from './support';

async function orderVariant(variantId: number, sku: string) {
  const [order] = await getDb()
    .insert(orders)
    .values({
      number: `NJ-T-${variantId}`,
      status: 'confirmed',
      contactName: 'Ayesha',
      contactPhone: '01712345678',
      division: 'Dhaka',
      district: 'Dhaka',
      area: 'Banani',
      addressLine: 'House 42',
      delivery: 'inside_dhaka',
      subtotal: 100,
      deliveryCharge: 80,
      total: 180,
      paymentMethod: 'cod',
      idempotencyScope: 'test',
      requestHash: 'x',
    })
    .returning({ id: orders.id });
  await getDb().insert(orderItems).values({
    orderId: order!.id,
    position: 0,
    variantId,
    sku,
    name: 'Ordered piece',
    size: 'M',
    colour: 'As shown',
    unitPrice: 100,
    quantity: 1,
    lineTotal: 100,
  });
}

describeEditing('saving the product form', (fixture, manager) => {
  it('saves the fields, raises the version, records the audit entry and expires the tags after commit', async () => {
    const id = fixture().product['ivory-banarasi-saree']!;
    const form = await getProductForEdit(id);
    const before = await productRow(id);
    const saved = await updateProduct(
      manager(),
      id,
      saveOf(form, {
        name: 'Ivory Katan Saree',
        description: 'Woven in Mirpur.',
        isFeatured: true,
      }),
    );
    expect(saved).toMatchObject({ id, version: form.version + 1, changed: true });
    const after = await productRow(id);
    expect(after).toMatchObject({
      name: 'Ivory Katan Saree',
      isFeatured: true,
      version: form.version + 1,
    });
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(after.searchText).toContain('katan');

    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({
      action: 'product.update',
      actorId: manager().id,
      actorName: manager().name,
    });
    expect(entry!.before).toMatchObject({ name: 'Ivory Banarasi Saree', isFeatured: false });
    expect(entry!.after).toMatchObject({ name: 'Ivory Katan Saree', isFeatured: true });

    const expired = takeExpiredTags();
    expect(expired).toEqual(
      expect.arrayContaining([
        cacheTags.product(id),
        cacheTags.categoryListing('saree'),
        cacheTags.categoryListing('clothing'),
        cacheTags.allListings,
      ]),
    );
    expect(expired).not.toContain(cacheTags.sitemap);
    expect(expired).not.toContain(cacheTags.categoryListing('lehenga'));
  });

  it('refuses the second of two saves from the same version, keeping the first and writing nothing', async () => {
    const id = fixture().product['gold-tissue-lehenga']!;
    const first = await getProductForEdit(id);
    const second = await getProductForEdit(id);
    await updateProduct(manager(), id, saveOf(first, { name: 'Gold Tissue Bridal Lehenga' }));
    takeExpiredTags();
    const audits = await auditCount();

    const [variant] = second.values.variants;
    const error = await refusal(
      updateProduct(manager(), id, saveOf(second, { variants: [{ ...variant!, price: 1 }] })),
    );
    expect(error).toBeInstanceOf(VersionConflictError);
    expect(error).toMatchObject({
      kind: 'conflict',
      code: 'version_conflict',
      currentVersion: first.version + 1,
    });
    expect(await productRow(id)).toMatchObject({
      name: 'Gold Tissue Bridal Lehenga',
      version: first.version + 1,
    });
    expect((await variantsOf(id))[0]!.price).toBe(75000);
    expect(await auditCount()).toBe(audits);
    expect(takeExpiredTags()).toEqual([]);
  });

  it('lets exactly one of two saves made at the same moment from one version through', async () => {
    const id = fixture().product['gold-tissue-lehenga']!;
    const form = await getProductForEdit(id);
    const outcomes = await Promise.allSettled([
      updateProduct(manager(), id, saveOf(form, { care: 'Dry clean only.' })),
      updateProduct(manager(), id, saveOf(form, { care: 'Air it after wearing.' })),
    ]);
    const kept = outcomes.flatMap((outcome, index) =>
      outcome.status === 'fulfilled' ? [index] : [],
    );
    expect(kept).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(VersionConflictError);
    expect(await productRow(id)).toMatchObject({
      care: kept[0] === 0 ? 'Dry clean only.' : 'Air it after wearing.',
      version: form.version + 1,
    });
  });

  it('moves a product to another category, expiring the listings it left and the ones it joined', async () => {
    const id = fixture().product['crimson-bridal-set']!;
    const form = await getProductForEdit(id);
    await updateProduct(manager(), id, saveOf(form, { categoryId: fixture().category['saree']! }));
    const expired = takeExpiredTags();
    expect(expired).toEqual(
      expect.arrayContaining([
        cacheTags.categoryListing('bridal-lehenga'),
        cacheTags.categoryListing('lehenga'),
        cacheTags.categoryListing('saree'),
      ]),
    );
    expect((await getProduct({ id })).main_category_slug).toBe('saree');
  });

  it('adds, changes and removes variants by id, and records the stock it set as corrections', async () => {
    const id = fixture().product['maroon-zardozi-lehenga']!;
    const form = await getProductForEdit(id);
    const [small, medium] = form.values.variants;
    const saved = await updateProduct(
      manager(),
      id,
      saveOf(form, {
        variants: [
          { ...medium!, price: 55000, stock: 4 },
          { sku: 'BL-1-L', size: 'L', colour: 'As shown', price: 56000, stock: 3 },
        ],
      }),
    );
    const rows = await variantsOf(id);
    expect(rows.map((row) => [row.sku, row.price, row.stock, row.position])).toEqual([
      ['BL-1-M', 55000, 4, 0],
      ['BL-1-L', 56000, 3, 1],
    ]);
    expect(rows[0]!.id).toBe(medium!.id);
    expect(await getDb().select().from(variants).where(eq(variants.id, small!.id!))).toEqual([]);
    expect(await productRow(id)).toMatchObject({ minPrice: 55000, maxPrice: 56000, inStock: true });
    const movements = await movementsOf(rows.map((row) => row.id));
    expect(movements.map((m) => [m.variantId, m.delta, m.stockAfter, m.reason, m.actorId])).toEqual(
      expect.arrayContaining([
        [medium!.id, 2, 4, 'correction', manager().id],
        [rows[1]!.id, 3, 3, 'correction', manager().id],
      ]),
    );
    expect(saved.version).toBe(form.version + 1);
  });

  it('keeps a sale made while the form was open when the stock field was left as shown', async () => {
    const id = fixture().product['lal-benarasi']!;
    const form = await getProductForEdit(id);
    const [variant] = form.values.variants;
    await getDb().update(variants).set({ stock: 4 }).where(eq(variants.id, variant!.id!));
    await updateProduct(manager(), id, saveOf(form, { variants: [{ ...variant!, price: 23000 }] }));
    expect((await variantsOf(id))[0]).toMatchObject({ price: 23000, stock: 4 });
    expect(await movementsOf([variant!.id!])).toEqual([]);
  });

  it('refuses stock typed over a number that changed after the form was opened', async () => {
    const id = fixture().product['lal-benarasi']!;
    const form = await getProductForEdit(id);
    const [variant] = form.values.variants;
    await getDb().update(variants).set({ stock: 3 }).where(eq(variants.id, variant!.id!));
    const error = await refusal(
      updateProduct(manager(), id, saveOf(form, { variants: [{ ...variant!, stock: 10 }] })),
    );
    expect(error.fields).toEqual({
      'variants.0.stock':
        'is 3 now, not 4: it changed after you opened the form; check it and save again',
    });
    expect((await variantsOf(id))[0]!.stock).toBe(3);
  });

  it('lets two variants swap their SKUs in one save', async () => {
    const id = fixture().product['maroon-zardozi-lehenga']!;
    const form = await getProductForEdit(id);
    const [first, second] = form.values.variants;
    await updateProduct(
      manager(),
      id,
      saveOf(form, {
        variants: [
          { ...first!, sku: second!.sku },
          { ...second!, sku: first!.sku },
        ],
      }),
    );
    const rows = await variantsOf(id);
    expect(rows.map((row) => [row.id, row.sku])).toEqual([
      [first!.id, second!.sku],
      [second!.id, first!.sku],
    ]);
  });

  it('refuses to remove a variant that an order points at, and names it', async () => {
    const id = fixture().product['ruby-party-gown']!;
    const form = await getProductForEdit(id);
    const [ordered] = form.values.variants;
    await orderVariant(ordered!.id!, ordered!.sku);
    expect((await getProductForEdit(id)).orderedVariantIds).toEqual([ordered!.id]);
    const error = await refusal(
      updateProduct(
        manager(),
        id,
        saveOf(form, {
          variants: [{ sku: 'GW-3-M', size: 'M', colour: 'Ruby', price: 26000, stock: 1 }],
        }),
      ),
    );
    expect(error).toMatchObject({ kind: 'invalid', code: 'validation_failed' });
    expect(error.fields?.variants).toMatch(/GW-3-S has been ordered/);
    expect((await variantsOf(id)).map((row) => row.sku)).toEqual(['GW-3-S']);
    expect(takeExpiredTags()).toEqual([]);
  });

  it('names each field the database refuses, and writes nothing', async () => {
    const id = fixture().product['pearl-clutch']!;
    const form = await getProductForEdit(id);
    const foreign = (await variantsOf(fixture().product['gold-tissue-lehenga']!))[0]!;
    const audits = await auditCount();
    const error = await refusal(
      updateProduct(
        manager(),
        id,
        saveOf(form, {
          sku: 'sr-7',
          tagIds: [999_999],
          variants: [
            { ...form.values.variants[0]!, sku: 'BL-1-M' },
            {
              sku: 'AC_1-Two',
              size: 'Two',
              colour: 'Pearl',
              price: 5000,
              stock: 1,
              id: foreign.id,
            },
          ],
        }),
      ),
    );
    expect(error.fields).toEqual({
      sku: 'is already the SKU of Ivory Katan Saree',
      tagIds: 'has unknown tags: 999999',
      'variants.0.sku': 'is already the SKU of a variant of Maroon Zardozi Lehenga',
      'variants.1.id': 'is not a variant of this product',
    });
    expect(await productRow(id)).toMatchObject({ version: form.version, title: 'AC_1' });
    expect(await auditCount()).toBe(audits);
    expect(takeExpiredTags()).toEqual([]);
  });

  it('names fields the schema refuses by their path', async () => {
    const id = fixture().product['pearl-clutch']!;
    const form = await getProductForEdit(id);
    const error = await refusal(
      updateProduct(
        manager(),
        id,
        saveOf(form, {
          name: ' ',
          variants: [
            form.values.variants[0]!,
            { sku: 'bad sku', size: '', colour: 'Pearl', price: 0, stock: 1 },
          ],
        }),
      ),
    );
    expect(error.fields).toEqual({
      name: 'is required',
      'variants.1.sku': expect.stringMatching(/without spaces/),
      'variants.1.size': 'is required',
      'variants.1.price': expect.stringMatching(/above 0/),
    });
  });

  it('writes nothing for a save that changes nothing', async () => {
    const id = fixture().product['pearl-clutch']!;
    const form = await getProductForEdit(id);
    const audits = await auditCount();
    const saved = await updateProduct(manager(), id, saveOf(form));
    expect(saved).toMatchObject({ version: form.version, changed: false });
    expect((await productRow(id)).version).toBe(form.version);
    expect(await auditCount()).toBe(audits);
    expect(takeExpiredTags()).toEqual([]);
  });

  it('changes the address of a published product and expires the sitemap', async () => {
    const id = fixture().product['pearl-clutch']!;
    const form = await getProductForEdit(id);
    await updateProduct(manager(), id, saveOf(form, { slug: 'pearl-silk-clutch' }));
    expect(takeExpiredTags()).toContain(cacheTags.sitemap);
    expect((await getProduct({ slug: 'pearl-silk-clutch' })).id).toBe(id);
    const taken = await refusal(
      updateProduct(
        manager(),
        id,
        saveOf(await getProductForEdit(id), { slug: 'ruby-party-gown' }),
      ),
    );
    expect(taken.fields).toEqual({ slug: 'is already the address of Ruby Party Gown' });
  });

  it('answers 404 for a product that does not exist', async () => {
    const form = await getProductForEdit(fixture().product['pearl-clutch']!);
    expect(await refusal(updateProduct(manager(), 999_999, saveOf(form)))).toMatchObject({
      kind: 'not_found',
    });
  });

  it('refuses staff whose role may not edit the catalogue', async () => {
    const clerk = await createActor(getDb(), 'staff', 'shop clerk');
    const id = fixture().product['pearl-clutch']!;
    const form = await getProductForEdit(id);
    const error = await refusal(updateProduct(clerk, id, saveOf(form, { name: 'Changed' })));
    expect(error).toMatchObject({ kind: 'forbidden' });
    expect((await productRow(id)).name).not.toBe('Changed');
  });
});
