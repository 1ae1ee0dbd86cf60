import { test, type APIRequestContext } from '@playwright/test';
import { appContext, call, expectStatus, signedUp } from './support';

// docs/api-reference.md, "Staff calls": every /api/v1/admin call answers 401 signed out and
// 403 to a shopper (an app's Bearer token included). The staff's own answers are in
// admin.staff.ts, which needs the owner's signed-in browser.

test.describe.configure({ mode: 'parallel' });

let request: APIRequestContext;
test.beforeEach(async ({ playwright, baseURL }) => {
  request = await appContext(playwright, baseURL);
});
test.afterEach(() => request.dispose());

const params = { id: 1, uploadId: 1, photoId: 1, cityId: 1, zoneId: 1 };
const staffCalls: [string, object?][] = [
  ['GET /api/v1/admin/couriers/pathao/cities'],
  ['GET /api/v1/admin/couriers/pathao/cities/:cityId/zones'],
  ['GET /api/v1/admin/couriers/pathao/zones/:zoneId/areas'],
  ['GET /api/v1/admin/order-pieces', { q: 'lehenga' }],
  ['GET /api/v1/admin/share-code'],
  ['GET /api/v1/admin/products/:id/photos'],
  ['POST /api/v1/admin/products/:id/photos'],
  ['PATCH /api/v1/admin/products/:id/photos', { photoIds: [1] }],
  ['PATCH /api/v1/admin/products/:id/photos/:photoId', { alt: 'A photo' }],
  ['DELETE /api/v1/admin/products/:id/photos/:photoId'],
  ['DELETE /api/v1/admin/products/:id/photo-uploads/:uploadId'],
  ['POST /api/v1/admin/banner/:id/photo'],
  ['GET /api/v1/admin/products/export'],
  ['POST /api/v1/admin/products/import', { mode: 'check' }],
];

test('every staff call: 401 signed out, 403 not_allowed for a shopper', async () => {
  const shopper = await signedUp(request);
  for (const [route, extra] of staffCalls) {
    const method = route.split(' ')[0]!;
    const options =
      method === 'GET'
        ? { params, query: extra as Record<string, string> | undefined }
        : method === 'POST'
          ? { params, query: extra as Record<string, string> | undefined }
          : { params, data: extra };
    await expectStatus(await call(request, route, options), 401, 'unauthenticated');
    await expectStatus(
      await call(request, route, { ...options, token: shopper.token }),
      403,
      'not_allowed',
    );
  }
});
