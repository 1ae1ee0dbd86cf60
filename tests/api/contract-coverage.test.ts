import fs from 'node:fs';
import path from 'node:path';
import { apiRouteMethods, type RouteMethod } from '@/tests/hostile/route-files';

// The e2e contract suite (e2e/api-contract, `playwright test --project=api-contract`) must
// call every method of every route file under app/api/v1 against the production build
// (docs/api-reference.md, "General"). A route added without a case there fails here.

const suiteDir = path.join(process.cwd(), 'e2e', 'api-contract');
const suiteText = fs
  .readdirSync(suiteDir)
  .filter((name) => name.endsWith('.ts'))
  .map((name) => fs.readFileSync(path.join(suiteDir, name), 'utf8'))
  .join('\n');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether the suite calls this method of the route: by its name as `call()` takes it
 * (`'PUT /api/v1/user/update/:id'`), or, for a GET, by a literal path of that shape
 * (`'/api/v1/product/all?page=0'`, with `${…}` for the dynamic segments).
 */
function covers(text: string, { key, method, template }: RouteMethod): boolean {
  if (new RegExp(`['"\`]${escape(key)}['"\`]`).test(text)) return true;
  if (method !== 'GET') return false;
  const segments = template
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? String.raw`(?:\$\{[^}]+\}|[^/'"\`?$]+)` : escape(segment),
    );
  return new RegExp(`['"\`]${segments.join('/')}/?(?:[?'"\`])`).test(text);
}

describe('the e2e contract suite', () => {
  const methods = apiRouteMethods();

  it('finds the route files', () => {
    expect(methods.length).toBeGreaterThan(50);
  });

  it.each(methods.map((route) => [route.key, route] as const))('calls %s', (_key, route) => {
    expect(covers(suiteText, route)).toBe(true);
  });

  it('tells a call of another route or method from one of this', () => {
    const route: RouteMethod = {
      key: 'GET /api/v1/user/me/:id',
      method: 'GET',
      template: '/api/v1/user/me/:id',
      params: ['id'],
    };
    expect(covers("call(r, 'GET /api/v1/user/me/:id')", route)).toBe(true);
    expect(covers('request.get(`/api/v1/user/me/${user.id}`)', route)).toBe(true);
    expect(covers("request.get('/api/v1/user/me/12?x=1')", route)).toBe(true);
    expect(covers("call(r, 'GET /api/v1/user/me/:id/:addressId')", route)).toBe(false);
    expect(covers('request.get(`/api/v1/user/me/${id}/${addressId}`)', route)).toBe(false);
    expect(covers("call(r, 'PUT /api/v1/user/me/:id')", route)).toBe(false);
    const put = { ...route, key: 'PUT /api/v1/user/me/:id', method: 'PUT' };
    expect(covers('request.put(`/api/v1/user/me/${id}`)', put)).toBe(false);
  });
});
