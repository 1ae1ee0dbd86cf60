import { count, eq } from 'drizzle-orm';
import { updateProductAction } from '@/app/[locale]/admin/products/[id]/actions';
import { createProductAction } from '@/app/[locale]/admin/products/new/actions';
import type { ProductFormState } from '@/components/admin/products/form/form-state';
import {
  getProductForEdit,
  type ProductForEdit,
} from '@/lib/catalogue/products/editing/form/get-product-for-edit';
import { getDb } from '@/lib/db/client';
import { auditLog, products, variants } from '@/lib/db/schema';
import { idleState } from '@/lib/identity/staff-actions/action-state';
import { describeAppDatabase } from '@/tests/api/helpers/catalogue-suite';
import { buildCatalogue } from '@/tests/fixtures/catalog';
import { takeExpiredTags } from '@/tests/helpers/next-cache';
import { fillStaff } from '@/tests/staff/staff-fixture';
import { provenStaffCookies } from './support';
import { formData, redirectOf, type Fields, outcome } from '@/tests/helpers/staff-form';

// The product pages' server actions, called as the browser's form calls them: Conform's
// field names (variants[0].sku, tagIds[]), every value text, the cookies saying who is calling.
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

/** What the product form sends for a product as it was opened, with `changes` typed over it. */
function formOf(product: ProductForEdit, changes: Fields = {}): Fields {
  const { values } = product;
  const fields: Fields = {
    version: String(product.version),
    name: values.name,
    sku: values.sku,
    slug: values.slug ?? '',
    description: values.description,
    care: values.care,
    categoryId: String(values.categoryId),
    status: values.status,
    'attributeValueIds[]': values.attributeValueIds.map(String),
    'tagIds[]': values.tagIds.map(String),
  };
  if (values.isNewArrival) fields.isNewArrival = 'true';
  if (values.isFeatured) fields.isFeatured = 'true';
  values.variants.forEach((variant, index) => {
    const row = (field: string, value: unknown) => {
      fields[`variants[${index}].${field}`] = value == null ? '' : String(value);
    };
    row('id', variant.id);
    row('size', variant.size);
    row('colour', variant.colour);
    row('sku', variant.sku);
    row('price', variant.price);
    row('stock', variant.stock);
    row('stockWas', variant.stockWas);
    row('lowStockThreshold', variant.lowStockThreshold);
  });
  return { ...fields, ...changes };
}

const fill = async (db: Parameters<typeof buildCatalogue>[0]) => ({
  catalogue: await buildCatalogue(db),
  staff: await fillStaff(db),
});

const auditCount = async () =>
  Number((await getDb().select({ count: count() }).from(auditLog))[0]!.count);

describeAppDatabase('the product pages’ actions', fill, (fixture) => {
  async function signIn(role: 'manager' | 'clerk' | 'owner') {
    mockJar = await provenStaffCookies(fixture().staff[role]);
  }

  const save = (id: number, fields: Fields) =>
    updateProductAction(id, idleState as ProductFormState, formData(fields));

  beforeEach(() => takeExpiredTags());

  const newLehenga: Fields = {
    name: 'Emerald Mirror Lehenga',
    sku: 'BL-500',
    slug: '',
    description: 'Mirror work on georgette.',
    care: 'Dry clean only.',
    status: 'draft',
    isNewArrival: 'true',
    'variants[0].size': 'S',
    'variants[0].colour': 'Emerald',
    'variants[0].sku': 'BL-500-S',
    'variants[0].price': '48000',
    'variants[0].stock': '2',
    'variants[0].lowStockThreshold': '',
    'variants[1].size': 'M',
    'variants[1].colour': 'Emerald',
    'variants[1].sku': 'BL-500-M',
    'variants[1].price': '48500.50',
    'variants[1].stock': '0',
    'variants[1].lowStockThreshold': '1',
  };

  it('create a product from the form’s fields, variants and lists nested by their names, and open its page with a notice', async () => {
    await signIn('manager');
    const { category, tag, value } = fixture().catalogue;
    const fields = {
      ...newLehenga,
      categoryId: String(category['bridal-lehenga']),
      'tagIds[]': [String(tag['eid']), String(tag['bestseller'])],
      'attributeValueIds[]': [String(value['colour-maroon'])],
    };
    const target = await redirectOf(createProductAction(idleState, formData(fields)));
    const [, id] = /^\/admin\/products\/(\d+)\?notice=created$/.exec(target) ?? [];
    expect(id).toBeDefined();
    const product = await getProductForEdit(Number(id));
    expect(product.values).toMatchObject({
      name: 'Emerald Mirror Lehenga',
      sku: 'BL-500',
      slug: 'emerald-mirror-lehenga',
      status: 'draft',
      isNewArrival: true,
      isFeatured: false,
      categoryId: category['bridal-lehenga'],
      tagIds: [tag['bestseller'], tag['eid']].sort((a, b) => a! - b!),
      attributeValueIds: [value['colour-maroon']],
    });
    expect(
      product.values.variants.map((v) => [v.size, v.sku, v.price, v.stock, v.lowStockThreshold]),
    ).toEqual([
      ['S', 'BL-500-S', 48000, 2, null],
      ['M', 'BL-500-M', 48500.5, 0, 1],
    ]);
  });

  it('answer a bad price under the field’s own name, creating nothing', async () => {
    await signIn('manager');
    const before = await getDb().$count(products);
    const state = await createProductAction(
      idleState,
      formData({
        ...newLehenga,
        sku: 'BL-501',
        categoryId: String(fixture().catalogue.category['lehenga']),
        'variants[1].price': '48,000 taka',
        'variants[0].sku': '',
      }),
    );
    expect(state).toMatchObject({
      status: 'error',
      fields: {
        'variants[1].price': 'must be an amount in BDT above 0, such as 87000, 87,000 or 5000.50',
        'variants[0].sku': 'is required',
      },
    });
    expect(await getDb().$count(products)).toBe(before);
  });

  it('save a change, answering with the new version', async () => {
    await signIn('manager');
    const id = fixture().catalogue.product['ivory-banarasi-saree']!;
    const opened = await getProductForEdit(id);
    const state = await save(id, formOf(opened, { name: 'Ivory Katan Saree', isFeatured: 'true' }));
    expect(outcome(state)).toEqual({
      status: 'ok',
      message: `Saved. This is version ${opened.version + 1}.`,
      data: { version: opened.version + 1 },
    });
    expect((await getProductForEdit(id)).values).toMatchObject({
      name: 'Ivory Katan Saree',
      isFeatured: true,
      // The flags' checkboxes send nothing when unticked: no.
      isNewArrival: false,
    });
    expect(takeExpiredTags().length).toBeGreaterThan(0);
  });

  it('say so when a save changes nothing, keeping the version', async () => {
    await signIn('manager');
    const id = fixture().catalogue.product['pearl-clutch']!;
    const opened = await getProductForEdit(id);
    const state = await save(id, formOf(opened));
    expect(state).toMatchObject({ status: 'ok', data: { version: opened.version } });
    expect(state.status === 'ok' && state.message).toMatch(/nothing was saved/);
  });

  it('refuse the second of two saves from the same version, under `version`, writing nothing', async () => {
    await signIn('manager');
    const id = fixture().catalogue.product['ruby-party-gown']!;
    const first = await getProductForEdit(id);
    const second = await getProductForEdit(id);
    expect((await save(id, formOf(first, { description: 'Ruby silk.' }))).status).toBe('ok');
    const entries = await auditCount();
    const state = await save(id, formOf(second, { name: 'Scarlet Party Gown' }));
    expect(state).toMatchObject({
      status: 'error',
      message: expect.stringContaining('Someone else saved this product'),
      fields: { version: `is ${first.version + 1} now` },
    });
    expect((await getProductForEdit(id)).values).toMatchObject({
      name: 'Ruby Party Gown',
      description: 'Ruby silk.',
    });
    expect(await auditCount()).toBe(entries);
  });

  it('tell the form the stock there is now when typed stock would undo a sale, then accept it', async () => {
    await signIn('manager');
    const id = fixture().catalogue.product['maroon-zardozi-lehenga']!;
    const opened = await getProductForEdit(id);
    const medium = opened.values.variants[1]!;
    await getDb().update(variants).set({ stock: 1 }).where(eq(variants.id, medium.id!));
    const refused = await save(id, formOf(opened, { 'variants[1].stock': '6' }));
    expect(refused).toMatchObject({
      status: 'error',
      fields: { 'variants[1].stock': expect.stringContaining('is 1 now, not 2') },
      stockNow: { [medium.id!]: 1, [opened.values.variants[0]!.id!]: 0 },
    });
    const again = await save(
      id,
      formOf(opened, { 'variants[1].stock': '6', 'variants[1].stockWas': '1' }),
    );
    expect(again).toMatchObject({ status: 'ok', data: { version: opened.version + 1 } });
    expect((await getProductForEdit(id)).values.variants[1]).toMatchObject({ stock: 6 });
  });

  it('keep other refusals free of stock figures', async () => {
    await signIn('manager');
    const id = fixture().catalogue.product['crimson-bridal-set']!;
    const state = await save(id, formOf(await getProductForEdit(id), { name: '' }));
    expect(state).toMatchObject({ status: 'error', fields: { name: 'is required' } });
    expect(state).not.toHaveProperty('stockNow');
  });

  it('refuse the staff role, changing nothing', async () => {
    await signIn('clerk');
    const id = fixture().catalogue.product['gold-tissue-lehenga']!;
    const opened = await getProductForEdit(id);
    const entries = await auditCount();
    const refusal = {
      status: 'error',
      message: 'Your role does not allow this. Ask the owner if you need it.',
    };
    expect(outcome(await save(id, formOf(opened, { name: 'Taken over' })))).toEqual(refusal);
    expect(
      outcome(
        await createProductAction(
          idleState,
          formData({ ...newLehenga, sku: 'BL-502', categoryId: String(opened.values.categoryId) }),
        ),
      ),
    ).toEqual(refusal);
    expect((await getProductForEdit(id)).version).toBe(opened.version);
    expect(await auditCount()).toBe(entries);
    expect(takeExpiredTags()).toEqual([]);
  });
});
