import { eq } from 'drizzle-orm';
import { updateAttributeValue } from '@/lib/catalogue/products/taxonomy-editing/attributes/update-attribute-value';
import { getProduct } from '@/lib/catalogue/products/get-product';
import { variantWord } from '@/lib/catalogue/products/variant-word';
import { loadVariantWords } from '@/lib/catalogue/products/variant-words';
import { getDb } from '@/lib/db/client';
import { orderItems, variants } from '@/lib/db/schema';
import { describeTaxonomy, manager } from '@/tests/taxonomy-editing/support';

// A variant's size is its Size value (drizzle/0033): the Bangla word a page shows follows
// the value as the staff edit it, its English name included, which matching the variant's
// own text to a value's name lost.
describeTaxonomy('the Bangla size of a variant after staff edit its value', (fixture) => {
  const actor = () => manager(fixture());
  const lehenga = () => fixture().product['maroon-zardozi-lehenga']!;

  /** The lehenga's sizes as a Bangla page writes them. */
  async function shownSizes() {
    const [words, product] = await Promise.all([
      loadVariantWords(getDb(), 'bn'),
      getProduct({ id: lehenga() }),
    ]);
    return product.variants.map((variant) => variantWord(words, 'size', variant.size));
  }

  it('is the Bangla name the staff gave the value, then the one they changed it to', async () => {
    const medium = fixture().value['size-m']!;
    await updateAttributeValue(actor(), { valueId: medium, name: 'M', nameBn: 'মিডিয়াম' });
    expect(await shownSizes()).toEqual(['S', 'মিডিয়াম']);
    await updateAttributeValue(actor(), { valueId: medium, name: 'M', nameBn: 'মাঝারি' });
    expect(await shownSizes()).toEqual(['S', 'মাঝারি']);
  });

  it('stays when the value is renamed in English; the order line keeps what was sold', async () => {
    const medium = fixture().value['size-m']!;
    await updateAttributeValue(actor(), { valueId: medium, name: 'Medium', nameBn: 'মাঝারি' });
    expect(await shownSizes()).toEqual(['S', 'মাঝারি']);
    const [variant] = await getDb()
      .select({ size: variants.size })
      .from(variants)
      .where(eq(variants.sku, 'BL-1-M'));
    expect(variant!.size).toBe('Medium');
    expect(await getDb().select().from(orderItems)).toEqual([]);
  });
});
