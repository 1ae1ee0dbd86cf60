import { expect, test } from '@playwright/test';
import { shopperProducts } from './support/catalogue-api';
import { spread } from './support/spread';

// The same server answers both widths: once is enough.
test.describe('product photos @desktop-only', () => {
  // Outside the staff specs' category: a piece they publish there may have no photo yet.
  test('every active product has at least two photos; a sample is served as cacheable images', async ({
    request,
  }) => {
    const products = await shopperProducts(request);
    expect(products.length).toBeGreaterThanOrEqual(240);
    for (const product of products) {
      expect(product.image.length, product.slug).toBeGreaterThanOrEqual(2);
    }
    // One route serves every photo: a spread of them proves what all would.
    const photos = [...new Set(products.flatMap((product) => product.image.map((i) => i.photo)))];
    const sample = spread(photos, 24);
    const responses = await Promise.all(sample.map((photo) => request.head(photo)));
    responses.forEach((response, index) => {
      expect(response.status(), sample[index]).toBe(200);
      expect(response.headers()['content-type']).toBe('image/webp');
      expect(response.headers()['cache-control']).toContain('immutable');
    });
  });

  test('a browser decodes them, at their natural portrait size', async ({ page, request }) => {
    const [product] = await shopperProducts(request);
    await page.goto('/'); // same origin as the photos
    const sizes = await page.evaluate(
      async (sources) => {
        const load = (src: string) =>
          new Promise<[number, number]>((resolve, reject) => {
            const image = new Image();
            image.onload = () => resolve([image.naturalWidth, image.naturalHeight]);
            image.onerror = reject;
            image.src = src;
          });
        return Promise.all(sources.map(load));
      },
      product!.image.map((image) => image.photo),
    );
    for (const [width, height] of sizes) expect(width * 5).toBe(height * 4);
  });

  test('paths outside the media folder are refused', async ({ request }) => {
    expect((await request.get('/media/..%2F..%2Fpackage.json')).status()).toBe(404);
    expect((await request.get('/media/products/nothing-here.webp')).status()).toBe(404);
  });
});
