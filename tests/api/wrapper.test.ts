import { z } from 'zod';
import { api } from '@/lib/api';
import { DomainError, tooManyRequests } from '@/lib/domain-error';
import { call, type ErrorBody } from './helpers/call';

const echo = api(
  {
    params: z.object({ id: z.string().regex(/^\d+$/, { error: 'must be digits' }) }),
    query: z.object({ page: z.coerce.number({ error: 'must be a number' }).optional() }),
    body: z.object({ address: z.object({ line: z.string({ error: 'is required' }) }) }),
  },
  ({ params, query, body }) => ({ params, query, body }),
);

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  call<ErrorBody>(echo, path, { method: 'POST', body, headers, params: { id: '7' } });

const throwing = (error: unknown) =>
  api({}, () => {
    throw error;
  });

describe('the api() wrapper', () => {
  it('parses params, query and body, and answers JSON that no cache keeps', async () => {
    const answer = await post('/x?page=2', JSON.stringify({ address: { line: 'Road 11' } }));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      params: { id: '7' },
      query: { page: 2 },
      body: { address: { line: 'Road 11' } },
    });
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['/x?page=two', '{"address":{"line":"a"}}', { page: 'must be a number' }],
    ['/x', '{"address":{}}', { 'address.line': 'is required' }],
    ['/x', '', { body: expect.any(String) }],
  ])('answers bad input %s %s with 400 and fields', async (path, body, fields) => {
    const answer = await post(path, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toEqual({
      code: 'validation_failed',
      message: expect.any(String),
      fields,
    });
  });

  it('answers a bad path parameter and a body that is not JSON with 400', async () => {
    const badId = await call<ErrorBody>(echo, '/x', {
      method: 'POST',
      body: '{}',
      params: { id: 'abc' },
    });
    expect(badId.body.error.fields).toEqual({ id: 'must be digits' });
    const notJson = await post('/x', '{"address":');
    expect(notJson.status).toBe(400);
    expect(notJson.body.error.code).toBe('invalid_json');
  });

  it('passes a Response from the handler through untouched', async () => {
    const created = api({}, () => new Response('made', { status: 201 }));
    const response = await created(new Request('http://localhost/x'));
    expect(response.status).toBe(201);
    expect(await response.text()).toBe('made');
  });

  it('answers a DomainError with the status of its kind, its code, message and fields only', async () => {
    const error = new DomainError({
      kind: 'conflict',
      code: 'email_taken',
      message: 'Taken.',
      fields: { email: 'is taken' },
    });
    const answer = await call<ErrorBody>(throwing(error), '/x');
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      error: { code: 'email_taken', message: 'Taken.', fields: { email: 'is taken' } },
    });
    const plain = await call<ErrorBody>(
      throwing(new DomainError({ kind: 'not_found', code: 'gone', message: 'Gone.' })),
      '/x',
    );
    expect(plain.body).toEqual({ error: { code: 'gone', message: 'Gone.' } });
  });

  it('sends Retry-After with a 429', async () => {
    const answer = await call<ErrorBody>(throwing(tooManyRequests(2.5)), '/x');
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('3');
    expect(answer.body.error.code).toBe('throttled');
  });

  it('maps a ZodError thrown by a service to 400 with fields', async () => {
    const failing = api({}, () =>
      z.object({ phone: z.string({ error: 'is required' }) }).parse({}),
    );
    const answer = await call<ErrorBody>(failing, '/x');
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual({ phone: 'is required' });
  });

  it('answers 401 when a signed-in user is required and nobody is', async () => {
    const privateEcho = api({ auth: 'required' }, ({ viewer }) => viewer);
    const answer = await call<ErrorBody>(privateEcho, '/x');
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('unauthenticated');
    const publicEcho = api({ auth: 'optional' }, ({ viewer }) => ({ viewer }));
    expect((await call(publicEcho, '/x')).body).toEqual({ viewer: null });
  });
});
