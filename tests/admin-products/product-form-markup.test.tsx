import { updateProductAction } from '@/app/[locale]/admin/products/[id]/actions';
import type { ProductFormState } from '@/components/admin/products/form/form-state';
import { ProductEditor } from '@/components/admin/products/form/product-editor';
import { getProductForEdit } from '@/lib/catalogue/products/editing/form/get-product-for-edit';
import { productFormOptions } from '@/lib/catalogue/products/editing/form/product-form-options';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { idleState } from '@/lib/identity/staff-actions/action-state';
import { describeCatalogue } from '@/tests/api/helpers/catalogue-suite';
import { decode, fieldIds, submitted } from '@/tests/helpers/form-markup';
import { provenStaffCookies } from './support';
import { outcome } from '@/tests/helpers/staff-form';
import { renderWithIntl } from '@/tests/helpers/intl';

// The product form as the server renders it, read back as a browser would submit it: the
// names and values it sends are the ones the save reads, with no browser needed.
let mockJar = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    getAll: () => [...mockJar].map(([name, value]) => ({ name, value })),
  }),
}));
jest.mock('next/cache', () => ({
  ...jest.requireActual('@/tests/helpers/next-cache'),
  revalidatePath: () => {},
}));

describeCatalogue('the product form’s markup', (fixture) => {
  const noAction = async (state: ProductFormState) => state;

  async function render(slug: string | null) {
    const options = await productFormOptions();
    const product = slug ? await getProductForEdit(fixture().product[slug]!) : null;
    const html = await renderWithIntl(
      <ProductEditor
        action={noAction}
        options={options}
        product={product && { ...product, values: product.values }}
        photos={null}
      />,
    );
    return { html, product };
  }

  it('sends back, unchanged, a save that changes nothing', async () => {
    const [manager] = await getDb()
      .insert(users)
      .values({ name: 'Manager', email: 'manager@example.com', staffRole: 'manager' })
      .returning({ id: users.id });
    mockJar = await provenStaffCookies(manager!.id);
    for (const slug of ['maroon-zardozi-lehenga', 'ivory-banarasi-saree', 'chiffon-dupatta']) {
      const { html, product } = await render(slug);
      const form = submitted(html);
      expect(form.get('variants[0].sku') ?? '').toBe(product!.values.variants[0]?.sku ?? '');
      const state = await updateProductAction(product!.id, idleState, form);
      expect([slug, outcome(state)]).toEqual([
        slug,
        {
          status: 'ok',
          message: 'Nothing had changed, so nothing was saved.',
          data: { version: product!.version },
        },
      ]);
    }
  });

  it('names the fields as the save does, and the status and flags belong to the form', async () => {
    const { html, product } = await render('maroon-zardozi-lehenga');
    const form = submitted(html);
    expect([...new Set(form.keys())].sort()).toEqual(
      [
        'attributeValueIds[]',
        'care',
        'careBn',
        'categoryId',
        'description',
        'descriptionBn',
        'leadTimeDays',
        'name',
        'gender',
        'ageGroup',
        'material',
        'googleCategory',
        'nameBn',
        'sku',
        'slug',
        'status',
        'styleCode',
        'tagIds[]',
        'version',
        ...[0, 1].flatMap((index) =>
          ['id', 'size', 'colour', 'sku', 'price', 'stock', 'stockWas', 'lowStockThreshold'].map(
            (field) => `variants[${index}].${field}`,
          ),
        ),
      ].sort(),
    );
    for (const name of [
      'status',
      'isNewArrival',
      'isFeatured',
      'madeToMeasure',
      'leadTimeDays',
      'material',
      'googleCategory',
    ]) {
      const inputs = [...html.matchAll(new RegExp(`<input[^>]*name="${name}"[^>]*>`, 'g'))];
      expect(inputs.length).toBeGreaterThan(0);
      // The form's id names the product, so a hidden earlier page's fields never join it.
      for (const [tag] of inputs) expect(tag).toContain(`form="product-form-${product!.id}"`);
    }
    expect(html).toMatch(new RegExp(`<form[^>]*id="product-form-${product!.id}"`));
    // The Bangla twins are typed in Bangla: the browser and screen readers are told so.
    expect(html).toMatch(
      /<input[^>]*name="nameBn"[^>]*lang="bn"|<input[^>]*lang="bn"[^>]*name="nameBn"/,
    );
    expect(html).toMatch(
      /<textarea[^>]*lang="bn"[^>]*name="descriptionBn"|<textarea[^>]*name="descriptionBn"[^>]*lang="bn"/,
    );
  });

  it('opens a new product with one empty variant, as a draft, with every field labelled', async () => {
    const { html } = await render(null);
    const form = submitted(html);
    expect(form.get('status')).toBe('draft');
    expect(form.get('version')).toBeNull();
    expect(form.get('categoryId')).toBeNull();
    expect(form.get('variants[0].stock')).toBe('0');
    expect(form.get('variants[1].size')).toBeNull();
    const labelled = new Set(
      [...html.matchAll(/<label\b[^>]*\bfor="([^"]+)"/g)].map(([, id]) => decode(id!)),
    );
    for (const field of fieldIds(html)) {
      // A checkbox or radio sits inside its label; every other field has one pointing at it.
      if (field.type === 'checkbox' || field.type === 'radio') continue;
      expect([field.name, labelled.has(field.id ?? '')]).toEqual([field.name, true]);
    }
    for (const field of ['price', 'stock', 'lowStockThreshold']) {
      const [tag] = html.match(new RegExp(`<input[^>]*name="variants\\[0\\]\\.${field}"[^>]*>`))!;
      expect(tag).toMatch(/inputMode="(decimal|numeric)"/);
    }
    expect(html).toContain('<span class="sr-only">Remove variant 1</span>');
    // The error summary's links lead to these.
    for (const id of ['name', 'sku', 'categoryId', 'variants', 'variants.0', 'variants.0.price']) {
      expect(html).toContain(`id="field-${id}"`);
    }
    expect(html.match(/id="field-[^"]*"/g)!.length).toBe(
      new Set(html.match(/id="field-[^"]*"/g)).size,
    );
    expect(html).toContain('Create product');
  });
});
