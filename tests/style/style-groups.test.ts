import { eq } from 'drizzle-orm';
import { cacheTags } from '@/lib/cache-tags';
import { expireVariants } from '@/lib/catalogue/products/change-tags';
import { getProductForEdit } from '@/lib/catalogue/products/editing/form/get-product-for-edit';
import { updateProduct } from '@/lib/catalogue/products/editing/save/edit-product';
import { getProduct } from '@/lib/catalogue/products/get-product';
import { listProducts } from '@/lib/catalogue/products/list-products';
import { styleColours } from '@/lib/catalogue/products/style-colours';
import { updateAttributeValue } from '@/lib/catalogue/products/taxonomy-editing/attributes/update-attribute-value';
import { getDb } from '@/lib/db/client';
import { attributeValueSwatches, productStyles, variants } from '@/lib/db/schema';
import { listQuerySchema } from '@/lib/validation/catalog';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { auditOf, describeEditing, refusal, saveOf } from '../catalog-editing/support';

describeEditing('style groups', (fixture, manager) => {
  const id = (slug: string) => fixture().product[slug]!;
  const setStyle = async (slug: string, styleCode: string | null) =>
    updateProduct(manager(), id(slug), saveOf(await getProductForEdit(id(slug)), { styleCode }));

  beforeAll(async () => {
    await getDb()
      .insert(attributeValueSwatches)
      .values({ attributeValueId: fixture().value['colour-maroon']!, colour: '#6d1a2a' });
    await setStyle('maroon-zardozi-lehenga', ' ls-1 ');
    await setStyle('gold-tissue-lehenga', 'LS-1');
    await setStyle('draft-lehenga', 'LS-1');
    takeExpiredTags();
  });

  it('keeps the code upper case, shows it on the form and records it in the audit entry', async () => {
    const rows = await getDb()
      .select()
      .from(productStyles)
      .where(eq(productStyles.productId, id('maroon-zardozi-lehenga')));
    expect(rows).toEqual([{ productId: id('maroon-zardozi-lehenga'), code: 'LS-1' }]);
    expect((await getProductForEdit(id('gold-tissue-lehenga'))).values.styleCode).toBe('LS-1');
    const [entry] = await auditOf(id('gold-tissue-lehenga'));
    expect(entry!.before).toMatchObject({ styleCode: null });
    expect(entry!.after).toMatchObject({ styleCode: 'LS-1' });
  });

  it('refuses a code with spaces, naming the field', async () => {
    const form = await getProductForEdit(id('ivory-banarasi-saree'));
    const error = await refusal(
      updateProduct(manager(), id('ivory-banarasi-saree'), saveOf(form, { styleCode: 'LS 1' })),
    );
    expect(error.kind).toBe('invalid');
    expect(Object.keys(error.fields ?? {})).toEqual(['styleCode']);
  });

  it('lists the published pieces of the group, the piece itself marked, with colours and swatches', async () => {
    expect(await styleColours(getDb(), id('maroon-zardozi-lehenga'))).toEqual([
      {
        id: id('maroon-zardozi-lehenga'),
        slug: 'maroon-zardozi-lehenga',
        name: 'Maroon Zardozi Lehenga',
        colour: 'Maroon',
        swatch: '#6d1a2a',
        current: true,
      },
      {
        id: id('gold-tissue-lehenga'),
        slug: 'gold-tissue-lehenga',
        name: 'Gold Tissue Lehenga',
        colour: 'Gold',
        swatch: null,
        current: false,
      },
    ]);
    const gold = await getProduct({ slug: 'gold-tissue-lehenga' });
    expect(gold.colours.map((piece) => [piece.slug, piece.current])).toEqual([
      ['maroon-zardozi-lehenga', false],
      ['gold-tissue-lehenga', true],
    ]);
  });

  it('shows none for a piece in no group, nor for an unpublished one', async () => {
    expect((await getProduct({ slug: 'ivory-banarasi-saree' })).colours).toEqual([]);
    const staff = { id: 1, isStaff: true };
    expect((await getProduct({ slug: 'draft-lehenga' }, staff)).colours).toEqual([]);
  });

  it('gives the listing’s cards their colours, and none to pieces in no group', async () => {
    const page = await listProducts(listQuerySchema.parse({ page_size: '50' }), { url: '/x' });
    const bySlug = new Map(page.results.map((summary) => [summary.slug, summary]));
    expect(bySlug.get('maroon-zardozi-lehenga')!.colours?.map((piece) => piece.slug)).toEqual([
      'maroon-zardozi-lehenga',
      'gold-tissue-lehenga',
    ]);
    expect(bySlug.get('ivory-banarasi-saree')).not.toHaveProperty('colours');
  });

  it('a save of one piece expires its siblings’ pages and listings too', async () => {
    const form = await getProductForEdit(id('gold-tissue-lehenga'));
    await updateProduct(
      manager(),
      id('gold-tissue-lehenga'),
      saveOf(form, { name: 'Gold Tissue Lehenga Set' }),
    );
    const expired = takeExpiredTags();
    expect(expired).toEqual(
      expect.arrayContaining([
        cacheTags.product(id('gold-tissue-lehenga')),
        cacheTags.product(id('maroon-zardozi-lehenga')),
        cacheTags.product(id('draft-lehenga')),
        cacheTags.categoryListing('bridal-lehenga'),
      ]),
    );
    expect(expired).not.toContain(cacheTags.product(id('ivory-banarasi-saree')));
  });

  it('moving a piece to another group expires the pieces it leaves and those it joins', async () => {
    await setStyle('ruby-party-gown', 'GW-STYLE');
    takeExpiredTags();
    await setStyle('gold-tissue-lehenga', 'gw-style');
    const expired = takeExpiredTags();
    expect(expired).toEqual(
      expect.arrayContaining([
        cacheTags.product(id('maroon-zardozi-lehenga')),
        cacheTags.product(id('ruby-party-gown')),
        cacheTags.categoryListing('party-gown'),
      ]),
    );
    expect(await styleColours(getDb(), id('maroon-zardozi-lehenga'))).toEqual([]);
    expect((await styleColours(getDb(), id('ruby-party-gown'))).map((piece) => piece.slug)).toEqual(
      ['gold-tissue-lehenga', 'ruby-party-gown'],
    );
    await setStyle('gold-tissue-lehenga', 'LS-1');
    takeExpiredTags();
  });

  it('a change of stock expires the piece, not its siblings', async () => {
    const [variant] = await getDb()
      .select({ id: variants.id })
      .from(variants)
      .where(eq(variants.productId, id('maroon-zardozi-lehenga')));
    await expireVariants([variant!.id]);
    const expired = takeExpiredTags();
    expect(expired).toContain(cacheTags.product(id('maroon-zardozi-lehenga')));
    expect(expired).not.toContain(cacheTags.product(id('gold-tissue-lehenga')));
  });

  it('a new swatch expires the pieces of that colour and their siblings', async () => {
    await updateAttributeValue(manager(), {
      valueId: fixture().value['colour-gold']!,
      name: 'Gold',
      swatch: '#c9a24a',
    });
    const expired = takeExpiredTags();
    expect(expired).toEqual(
      expect.arrayContaining([
        cacheTags.product(id('gold-tissue-lehenga')),
        cacheTags.product(id('maroon-zardozi-lehenga')),
      ]),
    );
    expect(
      (await styleColours(getDb(), id('maroon-zardozi-lehenga'))).find(
        (piece) => piece.slug === 'gold-tissue-lehenga',
      )!.swatch,
    ).toBe('#c9a24a');
  });
});
