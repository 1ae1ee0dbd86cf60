import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiListing, apiProduct, jsonLdOf } from '../catalog/support';
import {
  fillBasics,
  fillVariant,
  portraitPng,
  uniqueCode,
  variantRow,
} from './support/product-form';
import { joinAsStaff, ownerState } from './support/staff-pages';
import { screenshotWhenAsked } from '../support/screens';

test.use({ storageState: ownerState });

const html = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path);
  return { status: response.status(), body: await response.text() };
};

// Issue 23's walk through the catalogue: every answer below is read once the save has
// returned, and each must already show the change (Next's cache is expired by tag at the
// save; docs/architecture.md, "Caching"). A poll only absorbs a busy machine's delays.
test('a manager makes a piece with three photos and two sizes; published it is in its listing, search, the sitemap and the API; a new price shows; archived its page is gone', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const code = uniqueCode(testInfo);
  const name = `Emerald Zari Potli ${code}`;
  const { page: manager, context: managerContext } = await joinAsStaff(page, browser, 'manager');
  await expect(manager.getByText('You are signed in as manager.')).toBeVisible();

  await manager.goto('/admin/products/new');
  await fillBasics(manager, name, `CF-${code}`);
  await fillVariant(manager, 1, {
    size: 'S',
    colour: 'Emerald',
    sku: `CF-${code}-S`,
    price: '52000',
    stock: '2',
  });
  await manager.getByRole('button', { name: 'Add a variant' }).click();
  await fillVariant(manager, 2, {
    size: 'M',
    colour: 'Emerald',
    sku: `CF-${code}-M`,
    price: '52000',
    stock: '3',
  });
  await manager.getByRole('button', { name: 'Create product' }).click();
  await expect(manager).toHaveURL(/\/admin\/products\/\d+\?notice=created$/);
  const editUrl = manager.url().replace(/\?.*$/, '');

  await manager
    .getByLabel('Choose photos')
    .setInputFiles([
      await portraitPng('front.png', '#1f5f4a'),
      await portraitPng('back.png', '#2b7a5f'),
      await portraitPng('detail.png', '#c9a227'),
    ]);
  const uploads = manager.getByRole('list', { name: 'Uploads' }).getByRole('listitem');
  await expect(uploads.filter({ hasText: 'Added' })).toHaveCount(3, { timeout: 60_000 });
  await expect(manager.getByRole('heading', { name: 'Photos (3)' })).toBeVisible();
  await screenshotWhenAsked(manager, {
    path: testInfo.outputPath('product-form.png'),
    fullPage: true,
  });

  await manager.getByRole('radio', { name: 'Published', exact: true }).check();
  await manager.getByRole('button', { name: 'Save changes' }).click();
  await expect(manager.getByRole('status').filter({ hasText: /^Saved\./ })).toBeVisible();
  const storeLink = await manager.getByRole('link', { name: 'View in store' }).getAttribute('href');
  const slug = /^\/product\/([^/?#]+)$/.exec(storeLink ?? '')![1]!;

  const detail = await apiProduct(request, slug);
  expect(detail.images).toHaveLength(3);
  expect(detail.variants.map((variant) => variant.size)).toEqual(['S', 'M']);
  const category = detail.breadcrumbs.at(-1)!.slug;
  await expect
    .poll(async () => (await html(request, `/category/${category}`)).body)
    .toContain(name);
  await expect
    .poll(async () => (await html(request, `/search/${code.toLowerCase()}`)).body)
    .toContain(name);
  await expect
    .poll(async () => (await html(request, '/sitemap.xml')).body)
    .toContain(`/product/${slug}<`);
  await expect
    .poll(async () => (await apiListing(request, `keyward=${code}`)).results.map((p) => p.slug))
    .toEqual([slug]);

  await manager.goto(editUrl);
  await variantRow(manager, 1).getByLabel('Price (৳)').fill('48500');
  await manager.getByRole('button', { name: 'Save changes' }).click();
  await expect(manager.getByRole('status').filter({ hasText: /^Saved\./ })).toBeVisible();
  await expect
    .poll(async () => {
      const offers = jsonLdOf((await html(request, `/product/${slug}`)).body).find(
        (entry) => entry['@type'] === 'ProductGroup',
      )?.offers as { lowPrice?: number; highPrice?: number } | undefined;
      return [offers?.lowPrice, offers?.highPrice];
    })
    .toEqual([48500, 52000]);
  expect((await html(request, `/product/${slug}`)).body).toContain('48,500');

  await manager.getByRole('radio', { name: 'Archived', exact: true }).check();
  await manager.getByRole('button', { name: 'Save changes' }).click();
  await expect(manager.getByRole('status').filter({ hasText: /^Saved\./ })).toBeVisible();
  await expect.poll(async () => (await html(request, `/product/${slug}`)).status).toBe(404);
  await expect
    .poll(async () => (await html(request, '/sitemap.xml')).body)
    .not.toContain(`/product/${slug}<`);
  await managerContext.close();

  const { page: clerk, context: clerkContext } = await joinAsStaff(page, browser, 'staff');
  for (const path of [
    '/admin/products',
    editUrl.replace(/^https?:\/\/[^/]+/, ''),
    '/admin/categories',
  ]) {
    await clerk.goto(path);
    await expect(clerk.getByRole('heading', { name: 'Not for this account' }), path).toBeVisible();
  }
  await clerk.goto('/admin');
  const menu = clerk.getByRole('navigation', { name: 'Staff menu' }).first();
  await expect(menu.getByRole('link', { name: 'Stock', exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Products', exact: true })).toHaveCount(0);
  await clerkContext.close();
});
