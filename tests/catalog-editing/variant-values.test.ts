import { eq } from 'drizzle-orm';
import { getProductForEdit } from '@/lib/catalogue/products/editing/form/get-product-for-edit';
import { updateProduct } from '@/lib/catalogue/products/editing/save/edit-product';
import { getDb } from '@/lib/db/client';
import { attributes, attributeValues } from '@/lib/db/schema';
import { saveOf, variantsOf, describeEditing } from './support';

async function sizeValues() {
  return getDb()
    .select({ id: attributeValues.id, name: attributeValues.name, slug: attributeValues.slug })
    .from(attributeValues)
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(eq(attributes.slug, 'size'))
    .orderBy(attributeValues.position, attributeValues.id);
}

// A variant's size and colour are values of the Size and Colour attributes (drizzle/0033):
// the staff still write them as text, and the save stores the value it names.
describeEditing('the size and colour a staff save gives a variant', (fixture, manager) => {
  it('are the values of those names, case and spaces aside', async () => {
    const id = fixture().product['maroon-zardozi-lehenga']!;
    const form = await getProductForEdit(id);
    const [small, medium] = form.values.variants;
    await updateProduct(
      manager(),
      id,
      saveOf(form, { variants: [small!, { ...medium!, size: ' l ', colour: 'as SHOWN' }] }),
    );
    const rows = await variantsOf(id);
    const sizes = await sizeValues();
    const large = sizes.find((value) => value.slug === 'size-l')!;
    expect(rows.map((row) => [row.sku, row.sizeValueId, row.size, row.colour])).toEqual([
      ['BL-1-S', sizes.find((value) => value.slug === 'size-s')!.id, 'S', 'As shown'],
      ['BL-1-M', large.id, 'L', 'As shown'],
    ]);
  });

  it('makes a size the store lacks into a value of the Size attribute, then uses it', async () => {
    const id = fixture().product['gold-tissue-lehenga']!;
    const before = await sizeValues();
    const form = await getProductForEdit(id);
    await updateProduct(
      manager(),
      id,
      saveOf(form, {
        variants: [
          ...form.values.variants,
          { sku: 'BL-10-3XL', size: '3XL', colour: 'As shown', price: 76000, stock: 1 },
        ],
      }),
    );
    const after = await sizeValues();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length)).toEqual([
      { id: expect.any(Number), name: '3XL', slug: 'size-3xl' },
    ]);
    const [, made] = await variantsOf(id);
    expect(made).toMatchObject({ sku: 'BL-10-3XL', size: '3XL', sizeValueId: after.at(-1)!.id });

    const again = await getProductForEdit(id);
    await updateProduct(
      manager(),
      id,
      saveOf(again, {
        variants: again.values.variants.map((variant) =>
          variant.sku === 'BL-10-3XL' ? { ...variant, size: '3xl', stock: 2 } : variant,
        ),
      }),
    );
    expect(await sizeValues()).toEqual(after);
    expect((await variantsOf(id)).at(-1)).toMatchObject({ size: '3XL', stock: 2 });
  });
});
