import { expect, test } from '@playwright/test';
import { apiRouteMethods } from '../../tests/hostile/route-files';
import { appContext } from './support';

// docs/api-reference.md, "Other calls": the reference as OpenAPI 3.1, served by the
// production build to anyone, with every route file's path in it.

test('GET /api/v1/openapi.json answers the OpenAPI 3.1 document of every call', async ({
  playwright,
  baseURL,
}) => {
  const request = await appContext(playwright, baseURL);
  const response = await request.get('/api/v1/openapi.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  expect(response.headers()['cache-control']).toMatch(/^public/);
  const document = (await response.json()) as { openapi: string; paths: Record<string, object> };
  expect(document.openapi).toMatch(/^3\.1\.\d+$/);
  const templates = new Set(
    apiRouteMethods().map(({ template }) => template.replace(/:(\w+)/g, '{$1}')),
  );
  expect(Object.keys(document.paths).sort()).toEqual([...templates].sort());
  await request.dispose();
});
