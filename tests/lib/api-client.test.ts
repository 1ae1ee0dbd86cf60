import { ApiClientError, apiRequest, apiSendText } from '@/lib/http/api-client';

// The browser: its cookies, and a fake server that takes only the token it issued last.
let cookies = '';
let issued = 0;
let refuseEveryToken = false;
const calls: string[] = [];
const bodies: { contentType?: string; body?: unknown }[] = [];

Object.defineProperty(globalThis, 'document', {
  configurable: true,
  value: {
    get cookie() {
      return cookies;
    },
  },
});

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
  const path = String(input);
  const method = init?.method ?? 'GET';
  const token = (init?.headers as Record<string, string> | undefined)?.['x-xsrf-token'];
  calls.push(`${method} ${path}${token ? ` ${token}` : ''}`);
  const headers = init?.headers as Record<string, string> | undefined;
  bodies.push({ contentType: headers?.['content-type'], body: init?.body });
  if (path === '/api/v1/xsrf') {
    issued += 1;
    cookies = `XSRF-TOKEN=token-${issued}`;
    return new Response(null, { status: 204 });
  }
  if (path === '/api/v1/forbidden') {
    return json({ error: { code: 'not_allowed', message: 'Not yours.' } }, 403);
  }
  if (refuseEveryToken || token !== `token-${issued}`) {
    return json({ error: { code: 'csrf_failed', message: 'No valid token.' } }, 403);
  }
  return json({ ok: true }, 200);
}) as typeof fetch;

beforeEach(() => {
  calls.length = 0;
  bodies.length = 0;
  refuseEveryToken = false;
});

describe('apiRequest and the XSRF token', () => {
  it('fetches a token when the browser has none', async () => {
    cookies = '';
    await expect(apiRequest('PUT', '/api/v1/cart', { items: [] })).resolves.toEqual({ ok: true });
    expect(calls).toEqual(['GET /api/v1/xsrf', `PUT /api/v1/cart token-${issued}`]);
  });

  it('fetches a fresh token and tries once more when its token is refused (a sign-in since)', async () => {
    cookies = 'XSRF-TOKEN=from-before-the-sign-in';
    await expect(apiRequest('POST', '/api/v1/orders', {})).resolves.toEqual({ ok: true });
    expect(calls).toEqual([
      'POST /api/v1/orders from-before-the-sign-in',
      'GET /api/v1/xsrf',
      `POST /api/v1/orders token-${issued}`,
    ]);
  });

  it('tries only once more, and not for other refusals', async () => {
    refuseEveryToken = true;
    await expect(apiRequest('DELETE', '/api/v1/cart')).rejects.toMatchObject({
      status: 403,
      code: 'csrf_failed',
    });
    expect(calls.filter((call) => call.startsWith('DELETE'))).toHaveLength(2);
    calls.length = 0;
    const refused = await apiRequest('PUT', '/api/v1/forbidden', {}).catch((error) => error);
    expect(refused).toBeInstanceOf(ApiClientError);
    expect(refused).toMatchObject({ status: 403, code: 'not_allowed' });
    expect(calls).toHaveLength(1);
  });

  it('sends a text body as it is, with its own type, and retries it with a fresh token', async () => {
    cookies = 'XSRF-TOKEN=stale';
    const csv = 'product_sku,name\nAC_1,Clutch\n';
    await expect(apiSendText('POST', '/api/v1/import', csv, 'text/csv')).resolves.toEqual({
      ok: true,
    });
    expect(calls).toEqual([
      'POST /api/v1/import stale',
      'GET /api/v1/xsrf',
      `POST /api/v1/import token-${issued}`,
    ]);
    expect(bodies.filter((sent) => sent.body !== undefined)).toEqual([
      { contentType: 'text/csv', body: csv },
      { contentType: 'text/csv', body: csv },
    ]);
  });
});
