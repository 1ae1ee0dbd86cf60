import { cacheTags } from '@/lib/cache-tags';
import { deleteAttributeValue } from '@/lib/catalogue/products/taxonomy-editing/attributes/delete-attribute-value';
import { updateAttributeValue } from '@/lib/catalogue/products/taxonomy-editing/attributes/update-attribute-value';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { describeTaxonomy, manager } from '@/tests/taxonomy-editing/support';

// The Bangla words of sizes and colours are cached apart from the products that carry the
// values: a variant's size text may match a value no product carries.
describeTaxonomy('the cached size and colour words', (fixture) => {
  const actor = () => manager(fixture());
  const value = (slug: string) => fixture().value[slug]!;

  it('expire when a value is renamed, in either language', async () => {
    await updateAttributeValue(actor(), { valueId: value('size-l'), name: 'L', nameBn: 'লার্জ' });
    expect(takeExpiredTags()).toContain(cacheTags.variantWords);
    await updateAttributeValue(actor(), {
      valueId: value('size-l'),
      name: 'Large',
      nameBn: 'লার্জ',
    });
    expect(takeExpiredTags()).toContain(cacheTags.variantWords);
  });

  it('stay when only a swatch changes', async () => {
    await updateAttributeValue(actor(), {
      valueId: value('colour-gold'),
      name: 'Gold',
      swatch: '#d4af37',
    });
    const expired = takeExpiredTags();
    expect(expired).not.toContain(cacheTags.variantWords);
    expect(expired.length).toBeGreaterThan(0);
  });

  it('expire when a value with a Bangla name is deleted', async () => {
    await updateAttributeValue(actor(), {
      valueId: value('colour-gold'),
      name: 'Gold',
      nameBn: 'সোনালি',
    });
    takeExpiredTags();
    await deleteAttributeValue(actor(), value('colour-gold'), 99);
    expect(takeExpiredTags()).toContain(cacheTags.variantWords);
  });

  it('cannot lose a value a variant is: the delete is refused', async () => {
    await expect(deleteAttributeValue(actor(), value('size-l'), 99)).rejects.toMatchObject({
      code: 'value_in_use',
      message: '1 variant is this size or colour: change it first.',
    });
    expect(takeExpiredTags()).toEqual([]);
  });
});
