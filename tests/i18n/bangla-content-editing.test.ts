import { eq } from 'drizzle-orm';
import { cacheTags } from '@/lib/cache-tags';
import { getProductForEdit } from '@/lib/catalogue/products/editing/form/get-product-for-edit';
import { updateProduct } from '@/lib/catalogue/products/editing/save/edit-product';
import { getCategoryPage } from '@/lib/catalogue/products/category-page';
import { getProduct } from '@/lib/catalogue/products/get-product';
import { getDb } from '@/lib/db/client';
import { categories, products } from '@/lib/db/schema';
import {
  auditCount,
  auditOf,
  describeEditing,
  productRow,
  refusal,
  saveOf,
} from '@/tests/catalog-editing/support';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { setRootLocaleForTests } from '@/tests/helpers/root-params';

const banglaName = 'আইভরি বেনারসি শাড়ি';
const banglaDescription = 'মিরপুরের তাঁতে বোনা জরির পাড়।';

describeEditing('Bangla content', (fixture, manager) => {
  afterEach(() => setRootLocaleForTests(undefined));

  it('reads the Bangla name, description and category on a Bangla page, English otherwise', async () => {
    const id = fixture().product['ivory-banarasi-saree']!;
    await getDb()
      .update(products)
      .set({ nameBn: banglaName, descriptionBn: banglaDescription })
      .where(eq(products.id, id));
    await getDb().update(categories).set({ nameBn: 'শাড়ি' }).where(eq(categories.slug, 'saree'));

    const bangla = await getProduct({ id }, null, 'bn');
    expect(bangla).toMatchObject({
      name: banglaName,
      description: banglaDescription,
      main_category: 'শাড়ি',
    });
    expect(bangla.breadcrumbs.map((crumb) => crumb.name)).toContain('শাড়ি');
    expect(bangla.images[0]!.alt).not.toBe('');

    const english = await getProduct({ id }, null, 'en');
    expect(english).toMatchObject({ main_category: 'Saree' });
    expect(english.name).not.toBe(banglaName);
    expect(english.description).not.toBe(banglaDescription);

    // Outside a page (the API) content is English; a Bangla page reads Bangla by itself.
    expect((await getProduct({ id })).name).toBe(english.name);
    setRootLocaleForTests('bn');
    expect((await getProduct({ id })).name).toBe(banglaName);
    expect((await getCategoryPage('saree'))?.name).toBe('শাড়ি');
  });

  it('falls back to English where the Bangla text is empty', async () => {
    const id = fixture().product['pearl-clutch']!;
    await getDb()
      .update(products)
      .set({ nameBn: '  ', descriptionBn: null })
      .where(eq(products.id, id));
    const english = await getProduct({ id }, null, 'en');
    const bangla = await getProduct({ id }, null, 'bn');
    expect(bangla.name).toBe(english.name);
    expect(bangla.description).toBe(english.description);
  });

  it('saves a Bangla name from the form, audits it and expires the product’s tags', async () => {
    const id = fixture().product['gold-tissue-lehenga']!;
    const form = await getProductForEdit(id);
    expect(form.values).toMatchObject({ nameBn: null, descriptionBn: null });
    const saved = await updateProduct(
      manager(),
      id,
      saveOf(form, { nameBn: '  সোনালি টিস্যু লেহেঙ্গা ', descriptionBn: banglaDescription }),
    );
    expect(saved).toMatchObject({ changed: true, version: form.version + 1 });
    expect(await productRow(id)).toMatchObject({
      nameBn: 'সোনালি টিস্যু লেহেঙ্গা',
      descriptionBn: banglaDescription,
    });
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'product.update', actorId: manager().id });
    expect(entry!.before).toMatchObject({ nameBn: null });
    expect(entry!.after).toMatchObject({ nameBn: 'সোনালি টিস্যু লেহেঙ্গা' });
    expect(takeExpiredTags()).toEqual(
      expect.arrayContaining([cacheTags.product(id), cacheTags.allListings]),
    );
    expect((await getProduct({ id }, null, 'bn')).name).toBe('সোনালি টিস্যু লেহেঙ্গা');

    // A blank field clears it: the Bangla page shows the English name again.
    const again = await getProductForEdit(id);
    await updateProduct(manager(), id, saveOf(again, { nameBn: '' }));
    expect((await productRow(id)).nameBn).toBeNull();
  });

  it('refuses an over-long Bangla name by its field and stores nothing', async () => {
    const id = fixture().product['ivory-banarasi-saree']!;
    const form = await getProductForEdit(id);
    const before = await productRow(id);
    const audits = await auditCount();
    const error = await refusal(
      updateProduct(manager(), id, saveOf(form, { nameBn: 'ক'.repeat(201) })),
    );
    expect(error).toMatchObject({ kind: 'invalid', code: 'validation_failed' });
    expect(error.fields).toEqual({ nameBn: 'must be at most 200 characters' });
    expect(await productRow(id)).toMatchObject({ nameBn: before.nameBn, version: before.version });
    expect(await auditCount()).toBe(audits);
    expect(takeExpiredTags()).toEqual([]);
  });
});
