import {
  createAttributeValueSchema,
  createCategorySchema,
  deleteCategorySchema,
  updateCategorySchema,
} from '@/lib/catalogue/schemas/taxonomy';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('the taxonomy forms’ schemas', () => {
  it('reads a form: ticked boxes, a blank slug, the top level', () => {
    expect(
      createCategorySchema.parse({ name: ' Potli Bags ', slug: ' ', parentId: '', hasPage: 'on' }),
    ).toEqual({
      name: 'Potli Bags',
      slug: undefined,
      parentId: null,
      hasPage: true,
      visible: false,
    });
  });

  it('lower-cases a slug, and refuses one that is not URL-safe or is digits alone', () => {
    const base = { categoryId: '4', name: 'Saree', description: '', parentId: '2' };
    expect(updateCategorySchema.parse({ ...base, slug: 'Party-Saree' }).slug).toBe('party-saree');
    for (const slug of ['party saree', 'party--saree', '-saree', 'সারি', '../admin', '2026']) {
      expect(issues(updateCategorySchema.safeParse({ ...base, slug }))).toHaveProperty('slug');
    }
  });

  it('takes a swatch as #rrggbb in lower case, and a blank one as none', () => {
    const base = { attributeId: '2', name: 'Teal' };
    expect(createAttributeValueSchema.parse({ ...base, swatch: '#1F6F73' }).swatch).toBe('#1f6f73');
    expect(createAttributeValueSchema.parse({ ...base, swatch: '' }).swatch).toBeNull();
    expect(issues(createAttributeValueSchema.safeParse({ ...base, swatch: 'teal' }))).toEqual({
      swatch: 'Use a colour such as #6d1a2a.',
    });
  });

  it('asks where products go only when told', () => {
    expect(deleteCategorySchema.parse({ categoryId: '3' })).toEqual({ categoryId: 3 });
    expect(
      deleteCategorySchema.parse({ categoryId: '3', moveProductsTo: '5' }).moveProductsTo,
    ).toBe(5);
    expect(issues(deleteCategorySchema.safeParse({ categoryId: 'x' }))).toHaveProperty(
      'categoryId',
    );
  });
});
