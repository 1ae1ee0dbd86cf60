import { eq } from 'drizzle-orm';
import { createAttributeValue } from '@/lib/catalogue/products/taxonomy-editing/attributes/create-attribute-value';
import { createOccasion } from '@/lib/catalogue/products/taxonomy-editing/occasions/create-occasion';
import { createTag } from '@/lib/catalogue/products/taxonomy-editing/tags/create-tag';
import { getDb } from '@/lib/db/client';
import { attributes } from '@/lib/db/schema';
import { describeTaxonomy, manager, refused } from './support';

const noSlug = {
  kind: 'invalid',
  code: 'validation_failed',
  message: 'Use at least one letter or digit.',
  fields: { name: 'Use at least one letter or digit.' },
};

describeTaxonomy('a slug made from an English name', (fixture) => {
  const actor = () => manager(fixture());

  it('is refused on the name, writing nothing, when the name has no letter or digit', async () => {
    const [colour] = await getDb().select().from(attributes).where(eq(attributes.slug, 'colour'));
    await refused(createTag(actor(), { name: '— !' }), noSlug);
    await refused(createAttributeValue(actor(), { attributeId: colour!.id, name: '***' }), noSlug);
    await refused(
      createOccasion(actor(), {
        name: '?',
        description: '',
        categoryIds: [fixture().category['saree']!],
      }),
      noSlug,
    );
  });

  it('is made from the words of the name', async () => {
    expect(await createTag(actor(), { name: 'Gaye Holud!' })).toMatchObject({
      slug: 'gaye-holud',
    });
    expect(
      await createOccasion(actor(), {
        name: 'Mehndi Night',
        description: '',
        categoryIds: [fixture().category['saree']!],
      }),
    ).toMatchObject({ slug: 'mehndi-night' });
  });
});
