import fs from 'node:fs';
import path from 'node:path';
import { apiReference } from '@/app/api/v1/reference';
import { buildOpenApiDocument } from '@/lib/api/openapi/build-document';
import { apiRouteMethods } from '@/tests/hostile/route-files';

// The reference is made of the route files' own contracts: every method of every route
// file under app/api/v1 is in it, and nothing else is.

const document = buildOpenApiDocument(apiReference);
const routeFiles = apiRouteMethods();

const documented = Object.entries(document.paths).flatMap(([template, item]) =>
  Object.keys(item).map((method) => `${method.toUpperCase()} ${template}`),
);
const inRouteFiles = routeFiles.map(
  ({ method, template }) => `${method} ${template.replace(/:(\w+)/g, '{$1}')}`,
);

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
  });

  it('documents every method of every route file', () => {
    expect(inRouteFiles.length).toBeGreaterThan(50);
    expect(documented.filter((key) => !inRouteFiles.includes(key))).toEqual([]);
    expect(inRouteFiles.filter((key) => !documented.includes(key))).toEqual([]);
  });

  it.each(routeFiles.map((route) => [route.key, route] as const))(
    '%s names its path parameters',
    (_key, { method, template, params }) => {
      const item = document.paths[template.replace(/:(\w+)/g, '{$1}')]!;
      const operation = item[method.toLowerCase() as keyof typeof item]!;
      const inPath = (operation.parameters ?? []).filter((p) => p.in === 'path');
      expect(inPath.map((p) => p.name).sort()).toEqual([...params].sort());
    },
  );
});

describe('the route files', () => {
  const apiRoot = path.join(process.cwd(), 'app', 'api', 'v1');

  it.each(routeFiles.map((route) => [route.key, route] as const))(
    '%s is built from the contract beside it, when it uses api()',
    (_key, { method, template }) => {
      const folder = template.replace(/^\/api\/v1/, '').replace(/:(\w+)/g, '[$1]');
      const source = fs.readFileSync(path.join(apiRoot, folder, 'route.ts'), 'utf8');
      const wrapped = new RegExp(`export const ${method} = api\\(`).test(source);
      if (wrapped)
        expect(source).toMatch(new RegExp(`export const ${method} = api\\(contract\\.${method},`));
      expect(fs.existsSync(path.join(apiRoot, folder, 'contract.ts'))).toBe(true);
    },
  );
});
