import { cacheTags } from '@/lib/cache-tags';
import { getProductForEdit } from '@/lib/catalogue/products/editing/form/get-product-for-edit';
import { setProductStatus } from '@/lib/catalogue/products/editing/save/edit-product';
import { getProduct } from '@/lib/catalogue/products/get-product';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { auditOf, describeEditing, productRow, refusal } from './support';

describeEditing('publishing, unpublishing and archiving', (fixture, manager) => {
  it('publishes a draft: the storefront shows it and the sitemap is expired', async () => {
    const id = fixture().product['draft-lehenga']!;
    const { version } = await getProductForEdit(id);
    await expect(getProduct({ id })).rejects.toMatchObject({ kind: 'not_found' });
    const saved = await setProductStatus(manager(), id, 'published', version);
    expect(saved).toMatchObject({ status: 'published', version: version + 1 });
    expect(await productRow(id)).toMatchObject({ status: 'published', isActive: true });
    expect((await getProduct({ id })).slug).toBe('draft-lehenga');
    expect(takeExpiredTags()).toEqual(
      expect.arrayContaining([
        cacheTags.product(id),
        cacheTags.categoryListing('lehenga'),
        cacheTags.sitemap,
      ]),
    );
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'product.status' });
    expect(entry!.before).toMatchObject({ status: 'draft' });
    expect(entry!.after).toMatchObject({ status: 'published' });
  });

  it('archives a product: its page is a 404 and it leaves the sitemap', async () => {
    const id = fixture().product['draft-lehenga']!;
    const { version } = await getProductForEdit(id);
    await setProductStatus(manager(), id, 'archived', version);
    expect(await productRow(id)).toMatchObject({ status: 'archived', isActive: false });
    await expect(getProduct({ id })).rejects.toMatchObject({ kind: 'not_found' });
    expect(takeExpiredTags()).toEqual(
      expect.arrayContaining([cacheTags.product(id), cacheTags.sitemap]),
    );
  });

  it('leaves the sitemap alone between two states it does not list', async () => {
    const id = fixture().product['draft-lehenga']!;
    const { version } = await getProductForEdit(id);
    await setProductStatus(manager(), id, 'draft', version);
    const expired = takeExpiredTags();
    expect(expired).toContain(cacheTags.product(id));
    expect(expired).not.toContain(cacheTags.sitemap);
  });

  it('refuses a change from a version someone has saved since, and an unknown status', async () => {
    const id = fixture().product['pearl-clutch']!;
    const { version } = await getProductForEdit(id);
    await setProductStatus(manager(), id, 'draft', version);
    takeExpiredTags();
    const stale = await refusal(setProductStatus(manager(), id, 'archived', version));
    expect(stale).toMatchObject({
      kind: 'conflict',
      code: 'version_conflict',
      currentVersion: version + 1,
    });
    expect((await productRow(id)).status).toBe('draft');
    expect(takeExpiredTags()).toEqual([]);
    const unknown = await refusal(
      setProductStatus(manager(), id, 'hidden' as 'draft', version + 1),
    );
    expect(unknown.fields).toEqual({ status: 'must be one of draft, published, archived' });
  });
});
