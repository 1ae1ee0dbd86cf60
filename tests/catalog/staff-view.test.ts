import type { Viewer } from '@/lib/api/auth';
import { categoryTree } from '@/lib/catalogue/products/category-tree';
import { getProduct } from '@/lib/catalogue/products/get-product';
import { listCategories } from '@/lib/catalogue/products/list-categories';
import { listProducts } from '@/lib/catalogue/products/list-products';
import { productFacets } from '@/lib/catalogue/products/product-facets';
import { listQuerySchema } from '@/lib/validation/catalog';
import { describeCatalogue } from '@/tests/api/helpers/catalogue-suite';

const staff: Viewer = { id: 1, isStaff: true };
const shopper: Viewer = { id: 2, isStaff: false };
const query = (input: Record<string, string>) => listQuerySchema.parse(input);

describeCatalogue('the catalogue services for staff', () => {
  it('list inactive products to staff only', async () => {
    const inactive = await listProducts(query({ is_active: 'false' }), {
      url: '/admin',
      viewer: staff,
    });
    expect(inactive.results.map((product) => product.slug)).toEqual(['draft-lehenga']);
    await expect(
      listProducts(query({ is_active: 'false' }), { url: '/x', viewer: shopper }),
    ).rejects.toMatchObject({ kind: 'forbidden' });
  });

  it('show an inactive product to staff only', async () => {
    await expect(getProduct({ slug: 'draft-lehenga' }, staff)).resolves.toMatchObject({
      slug: 'draft-lehenga',
    });
    await expect(getProduct({ slug: 'draft-lehenga' }, shopper)).rejects.toMatchObject({
      code: 'product_not_found',
    });
  });

  it('show hidden categories, their products and their trail to staff', async () => {
    const slugs = (await listCategories(staff)).map((category) => category.slug);
    expect(slugs).toEqual(expect.arrayContaining(['gown', 'party-gown']));
    const [gown] = await categoryTree({ slug: 'gown' }, staff);
    expect(gown).toMatchObject({ online_visible: false, children: [{ slug: 'party-gown' }] });
    const gowns = await listProducts(query({ parentCategory: 'gown' }), {
      url: '/x',
      viewer: staff,
    });
    expect(gowns.results.map((product) => product.slug)).toEqual(['ruby-party-gown']);
    const ruby = await getProduct({ slug: 'ruby-party-gown' }, staff);
    expect(ruby.breadcrumbs.map((crumb) => crumb.slug)).toEqual(['clothing', 'gown', 'party-gown']);
    const facets = await productFacets(query({}), staff);
    expect(facets.categories.find((category) => category.slug === 'gown')?.count).toBe(1);
  });

  it('build page links from the URL the caller answers', async () => {
    const page = await listProducts(query({ page_size: '3', page: '2' }), {
      url: '/category/lehenga?page_size=3&page=2',
    });
    expect(page.next).toBe('/category/lehenga?page_size=3&page=3');
    expect(page.previous).toBe('/category/lehenga?page_size=3&page=1');
  });
});
