import { eq } from 'drizzle-orm';
import { cacheTags } from '@/lib/cache-tags';
import { listAdminAttributes } from '@/lib/catalogue/products/taxonomy-editing/attributes/admin-attributes';
import { createAttributeValue } from '@/lib/catalogue/products/taxonomy-editing/attributes/create-attribute-value';
import { deleteAttributeValue } from '@/lib/catalogue/products/taxonomy-editing/attributes/delete-attribute-value';
import { moveAttributeValue } from '@/lib/catalogue/products/taxonomy-editing/attributes/move-attribute-value';
import { renameAttribute } from '@/lib/catalogue/products/taxonomy-editing/attributes/rename-attribute';
import { updateAttributeValue } from '@/lib/catalogue/products/taxonomy-editing/attributes/update-attribute-value';
import { zodFields } from '@/lib/http/server/zod-fields';
import { getProduct } from '@/lib/catalogue/products/get-product';
import { productFacets } from '@/lib/catalogue/products/product-facets';
import { getDb } from '@/lib/db/client';
import { listQuerySchema } from '@/lib/validation/catalog';
import {
  createAttributeValueSchema,
  renameAttributeSchema,
  updateAttributeValueSchema,
} from '@/lib/catalogue/schemas/taxonomy';
import { attributes, products } from '@/lib/db/schema';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { describeTaxonomy, lastAudit, manager } from './support';

const colours = async () =>
  (await listAdminAttributes()).find((attribute) => attribute.slug === 'colour')!;

describeTaxonomy('editing attribute values', (fixture) => {
  const actor = () => manager(fixture());
  const value = (slug: string) => fixture().value[slug]!;
  const product = (slug: string) => fixture().product[slug]!;
  let colourId = 0;

  beforeAll(async () => {
    const [row] = await getDb().select().from(attributes).where(eq(attributes.slug, 'colour'));
    colourId = row!.id;
  });

  it('lists each attribute’s values in order, with how many products carry each', async () => {
    const list = await listAdminAttributes();
    expect(list.map((attribute) => [attribute.slug, attribute.swatches])).toEqual([
      ['size', false],
      ['colour', true],
    ]);
    expect((await colours()).values).toEqual([
      expect.objectContaining({
        slug: 'colour-maroon',
        productCount: 3,
        first: true,
        swatch: null,
      }),
      expect.objectContaining({ slug: 'colour-gold', productCount: 1 }),
      expect.objectContaining({ slug: 'colour-ivory', productCount: 1 }),
      // The colour the fixture's variants are: a value too, carried by no product.
      expect.objectContaining({ slug: 'colour-as-shown', productCount: 0, last: true }),
    ]);
  });

  it('adds a value last, with a slug made once from its attribute and name, and a swatch', async () => {
    const created = await createAttributeValue(actor(), {
      attributeId: colourId,
      name: 'Emerald Green',
      swatch: '#1f6b4f',
    });
    expect(created.slug).toBe('colour-emerald-green');
    expect((await colours()).values.at(-1)).toMatchObject({
      id: created.id,
      name: 'Emerald Green',
      swatch: '#1f6b4f',
      productCount: 0,
    });
    // No product carries it yet: no shopper's page changed.
    expect(takeExpiredTags()).toEqual([]);
    expect(await lastAudit('attribute_value.create')).toMatchObject({
      entityId: String(created.id),
      after: expect.objectContaining({ slug: 'colour-emerald-green', swatch: '#1f6b4f' }),
    });
  });

  it('refuses a name that is taken, or that makes no slug, beside the name', async () => {
    await expect(
      createAttributeValue(actor(), { attributeId: colourId, name: 'maroon' }),
    ).rejects.toMatchObject({ fields: { name: 'Another value already uses "colour-maroon".' } });
    await expect(
      createAttributeValue(actor(), { attributeId: colourId, name: 'লাল' }),
    ).rejects.toMatchObject({ fields: { name: expect.any(String) } });
    await expect(
      createAttributeValue(actor(), { attributeId: 99_999, name: 'Teal' }),
    ).rejects.toMatchObject({ kind: 'not_found' });
  });

  it('renames a value, keeping its slug, and expires what shows the products carrying it', async () => {
    await updateAttributeValue(actor(), { valueId: value('colour-gold'), name: 'Antique Gold' });
    const gold = (await colours()).values.find((row) => row.id === value('colour-gold'))!;
    expect(gold).toMatchObject({ name: 'Antique Gold', slug: 'colour-gold' });
    const expired = takeExpiredTags();
    expect(expired).toEqual(
      expect.arrayContaining([
        cacheTags.product(product('gold-tissue-lehenga')),
        cacheTags.categoryListing('lehenga'),
        cacheTags.categoryListing('clothing'),
        cacheTags.occasionListing('bridal'),
        cacheTags.allListings,
      ]),
    );
    expect(expired).not.toContain(cacheTags.product(product('ivory-banarasi-saree')));
    expect(expired).not.toContain(cacheTags.categoryListing('saree'));
    expect(await lastAudit('attribute_value.update')).toMatchObject({
      before: { name: 'Gold', swatch: null },
      after: { name: 'Antique Gold', swatch: null },
    });
  });

  it('names a value in Bangla, audited, expiring what the English name expires; shown on Bangla pages', async () => {
    const gold = value('colour-gold');
    await updateAttributeValue(
      actor(),
      updateAttributeValueSchema.parse({ valueId: gold, name: 'Gold', nameBn: ' সোনালি ' }),
    );
    expect((await colours()).values.find((row) => row.id === gold)).toMatchObject({
      name: 'Gold',
      nameBn: 'সোনালি',
    });
    expect(takeExpiredTags()).toEqual(
      expect.arrayContaining([cacheTags.product(product('gold-tissue-lehenga'))]),
    );
    expect(await lastAudit('attribute_value.update')).toMatchObject({
      before: { nameBn: null },
      after: { name: 'Gold', nameBn: 'সোনালি' },
    });
    const detail = await getProduct({ id: product('gold-tissue-lehenga') }, null, 'bn');
    const colour = detail.attributes.find((group) => group.slug === 'colour')!;
    expect(colour.values.map((entry) => entry.name)).toContain('সোনালি');
    // Without the Bangla field (an older form), the name stays; blank clears it.
    await updateAttributeValue(actor(), { valueId: gold, name: 'Gold' });
    expect((await colours()).values.find((row) => row.id === gold)!.nameBn).toBe('সোনালি');
    const cleared = updateAttributeValueSchema.parse({ valueId: gold, name: 'Gold', nameBn: '' });
    await updateAttributeValue(actor(), cleared);
    expect((await colours()).values.find((row) => row.id === gold)!.nameBn).toBeNull();
    const refused = updateAttributeValueSchema.safeParse({
      valueId: gold,
      name: 'Gold',
      nameBn: 'ক'.repeat(81),
    });
    expect(refused.success ? {} : zodFields(refused.error)).toEqual({
      nameBn: 'Keep the Bangla name under 80 characters.',
    });
  });

  it('sets and clears a swatch, which the style groups’ colours draw: its carriers expire', async () => {
    const maroon = value('colour-maroon');
    await updateAttributeValue(actor(), { valueId: maroon, name: 'Maroon', swatch: '#6d1a2a' });
    expect((await colours()).values[0]!.swatch).toBe('#6d1a2a');
    await updateAttributeValue(actor(), { valueId: maroon, name: 'Maroon', swatch: null });
    expect((await colours()).values[0]!.swatch).toBeNull();
    expect(takeExpiredTags()).toEqual(
      expect.arrayContaining([
        cacheTags.product(product('maroon-zardozi-lehenga')),
        cacheTags.categoryListing('bridal-lehenga'),
      ]),
    );
    expect(await lastAudit('attribute_value.update')).toMatchObject({
      before: { swatch: '#6d1a2a' },
      after: { swatch: null },
    });
  });

  it('moves a value up or down; only what shows the two that swap expires', async () => {
    await moveAttributeValue(actor(), value('colour-ivory'), 'up');
    expect((await colours()).values.map((row) => row.slug).slice(0, 3)).toEqual([
      'colour-maroon',
      'colour-ivory',
      'colour-gold',
    ]);
    const expired = takeExpiredTags();
    expect(expired).toEqual(
      expect.arrayContaining([
        cacheTags.product(product('ivory-banarasi-saree')),
        cacheTags.product(product('gold-tissue-lehenga')),
      ]),
    );
    expect(expired).not.toContain(cacheTags.product(product('ruby-party-gown')));
    await expect(moveAttributeValue(actor(), value('colour-maroon'), 'up')).rejects.toMatchObject({
      code: 'at_edge',
    });
    expect(takeExpiredTags()).toEqual([]);
  });

  it('deletes a value in use only for the number of products confirmed, which lose it', async () => {
    const maroon = value('colour-maroon');
    await expect(deleteAttributeValue(actor(), maroon, 2)).rejects.toMatchObject({
      kind: 'conflict',
      message: expect.stringContaining('3 products carry it now'),
    });
    expect(takeExpiredTags()).toEqual([]);
    expect(await deleteAttributeValue(actor(), maroon, 3)).toEqual({ productsLosingIt: 3 });
    const [gown] = await getDb()
      .select({ values: products.attributeValueIds })
      .from(products)
      .where(eq(products.id, product('ruby-party-gown')));
    expect(gown!.values).toEqual([value('size-s')]);
    expect(takeExpiredTags()).toEqual(
      expect.arrayContaining([
        cacheTags.product(product('ruby-party-gown')),
        cacheTags.product(product('lal-benarasi')),
        cacheTags.categoryListing('party-gown'),
        cacheTags.categoryListing('saree'),
      ]),
    );
    expect(await lastAudit('attribute_value.delete')).toMatchObject({
      before: expect.objectContaining({
        slug: 'colour-maroon',
        productIds: [
          product('maroon-zardozi-lehenga'),
          product('ruby-party-gown'),
          product('lal-benarasi'),
        ].sort((a, b) => a - b),
      }),
    });
  });

  it('deletes a value no product carries, expiring nothing', async () => {
    const emerald = (await colours()).values.find((row) => row.slug === 'colour-emerald-green')!;
    expect(await deleteAttributeValue(actor(), emerald.id, 0)).toEqual({ productsLosingIt: 0 });
    expect(takeExpiredTags()).toEqual([]);
  });

  it('adds a value with its Bangla name, audited', async () => {
    const input = { attributeId: colourId, name: 'Teal Edit', nameBn: ' টিল ' };
    const created = await createAttributeValue(actor(), createAttributeValueSchema.parse(input));
    expect((await colours()).values.find((row) => row.id === created.id)).toMatchObject({
      name: 'Teal Edit',
      nameBn: 'টিল',
      slug: 'colour-teal-edit',
    });
    expect(await lastAudit('attribute_value.create')).toMatchObject({
      after: expect.objectContaining({ name: 'Teal Edit', nameBn: 'টিল' }),
    });
    expect(takeExpiredTags()).toEqual([]);
  });

  it('renames an attribute in both languages: its filter and product lines show it, else the English', async () => {
    const colourFilter = async (locale: 'en' | 'bn') =>
      (await productFacets(listQuerySchema.parse({}), null, undefined, locale)).attributes.find(
        (attribute) => attribute.slug === 'colour',
      )?.name;
    const productLine = async (locale: 'en' | 'bn') =>
      (await getProduct({ id: product('ivory-banarasi-saree') }, null, locale)).attributes.find(
        (group) => group.slug === 'colour',
      )?.name;
    expect(await colourFilter('bn')).toBe('Colour');

    const named = { attributeId: colourId, name: 'Colour' };
    await renameAttribute(actor(), renameAttributeSchema.parse({ ...named, nameBn: ' রং ' }));
    expect((await colours()).nameBn).toBe('রং');
    const expired = takeExpiredTags();
    expect(expired).toEqual(
      expect.arrayContaining([
        cacheTags.product(product('ivory-banarasi-saree')),
        cacheTags.product(product('gold-tissue-lehenga')),
        cacheTags.categoryListing('saree'),
        cacheTags.occasionListing('bridal'),
        cacheTags.allListings,
      ]),
    );
    // The clutch carries no colour: its page does not name the attribute.
    expect(expired).not.toContain(cacheTags.product(product('pearl-clutch')));
    expect(await lastAudit('attribute.rename')).toMatchObject({
      entityId: String(colourId),
      before: { name: 'Colour', nameBn: null },
      after: { name: 'Colour', nameBn: 'রং' },
    });
    expect([await colourFilter('bn'), await productLine('bn')]).toEqual(['রং', 'রং']);
    expect([await colourFilter('en'), await productLine('en')]).toEqual(['Colour', 'Colour']);

    // Without the Bangla field the name stays; a new English name keeps the slug; blank clears.
    expect(await renameAttribute(actor(), named)).toEqual({ changed: false });
    await renameAttribute(actor(), { ...named, name: 'Colours' });
    expect(await colours()).toMatchObject({ name: 'Colours', nameBn: 'রং', slug: 'colour' });
    await renameAttribute(actor(), renameAttributeSchema.parse({ ...named, nameBn: '' }));
    expect(await colourFilter('bn')).toBe('Colour');
    await expect(
      renameAttribute(actor(), { attributeId: 99_999, name: 'X' }),
    ).rejects.toMatchObject({ kind: 'not_found' });
  });
});
