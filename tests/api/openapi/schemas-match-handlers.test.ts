import { apiReference } from '@/app/api/v1/reference';
import { POST as bookFitting } from '@/app/api/v1/fittings/route';
import { GET as fittingSlots } from '@/app/api/v1/fittings/slots/route';
import { GET as openApiJson } from '@/app/api/v1/openapi.json/route';
import { GET as productBySlug } from '@/app/api/v1/product/shopitems/route';
import { POST as login } from '@/app/api/v1/user/login/route';
import { POST as resetPassword } from '@/app/api/v1/user/password/reset/route';
import type { RouteHandler } from '@/lib/api/handler';
import { buildOpenApiDocument } from '@/lib/api/openapi/build-document';
import { call, type ErrorBody } from '@/tests/api/helpers/call';

// What the document says a call needs is what its handler refuses without: each required
// field it names, left out, is a 400 naming that field. Refused before any database is asked.

const document = buildOpenApiDocument(apiReference);

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

function requiredBodyFields(path: string): string[] {
  const schema = document.paths[path]?.post?.requestBody?.content['application/json']?.schema;
  return (schema?.required as string[] | undefined) ?? [];
}

const bodies: [string, RouteHandler, Record<string, unknown>][] = [
  ['/api/v1/user/login', login, { email: 'a@example.com', password: 'secret123' }],
  [
    '/api/v1/fittings',
    bookFitting,
    { start: '2030-01-01T05:00:00.000Z', name: 'Nusrat', phone: '01712345678', otp: '123456' },
  ],
];

describe('a body the document marks required', () => {
  it('is refused with 400 when missing altogether', async () => {
    expect(document.paths['/api/v1/user/login']?.post?.requestBody?.required).toBe(true);
    const answer = await call<ErrorBody>(login, '/api/v1/user/login', { method: 'POST' });
    expect(answer.status).toBe(400);
  });

  it.each(bodies)(
    '%s: each required field, left out, is named in a 400',
    async (path, handler, body) => {
      const required = requiredBodyFields(path);
      expect(required.length).toBeGreaterThan(1);
      for (const field of required) {
        const rest = Object.fromEntries(Object.entries(body).filter(([key]) => key !== field));
        const answer = await call<ErrorBody>(handler, path, json(rest));
        expect([field, answer.status, answer.body.error.fields?.[field]]).toEqual([
          field,
          400,
          expect.any(String),
        ]);
      }
    },
  );

  it('of password/reset is one of two forms, as its schema is', async () => {
    const schema =
      document.paths['/api/v1/user/password/reset']?.post?.requestBody?.content['application/json']
        ?.schema;
    expect(schema?.anyOf ?? schema?.oneOf ?? schema?.allOf).toBeDefined();
    const answer = await call<ErrorBody>(resetPassword, '/api/v1/user/password/reset', json({}));
    expect(answer.status).toBe(400);
  });
});

describe('a query parameter the document marks required', () => {
  it.each([
    ['/api/v1/product/shopitems', 'slug', productBySlug],
    ['/api/v1/fittings/slots', 'date', fittingSlots],
  ] as const)('%s without %s is refused with 400 naming it', async (path, name, handler) => {
    const parameter = document.paths[path]?.get?.parameters?.find((p) => p.name === name);
    expect(parameter).toMatchObject({ in: 'query', required: true });
    const answer = await call<ErrorBody>(handler, path);
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields?.[name]).toEqual(expect.any(String));
  });

  it('is documented with the values its enum allows, and refuses another', async () => {
    const locale = document.paths['/api/v1/product/shopitems']?.get?.parameters?.find(
      (p) => p.name === 'locale',
    );
    expect(locale?.schema.enum).toEqual(['en', 'bn']);
    const answer = await call<ErrorBody>(
      productBySlug,
      '/api/v1/product/shopitems?slug=x&locale=fr',
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields?.locale).toEqual(expect.any(String));
  });
});

describe('GET /api/v1/openapi.json', () => {
  it('answers the document, public and cacheable', async () => {
    const answer = await call<typeof document>(openApiJson, '/api/v1/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toMatch(/^public/);
    expect(answer.headers.get('etag')).toBeTruthy();
    expect(answer.body).toEqual(JSON.parse(JSON.stringify(document)));
  });
});
