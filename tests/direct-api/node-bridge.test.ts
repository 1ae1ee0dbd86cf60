import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { addForwardedHeaders, sendWebResponse, toWebRequest } from '@/lib/direct-api/node-bridge';

type Seen = { url: string; method: string; body: string; headers: Record<string, string> };

/** A server that bridges each request to `answer`, as the direct API path does. */
async function bridgeServer(answer: (request: Request) => Promise<Response> | Response) {
  const seen: Seen[] = [];
  const server = http.createServer(async (req, res) => {
    const port = (server.address() as AddressInfo).port;
    addForwardedHeaders(req, port);
    const request = toWebRequest(req, `http://localhost:${port}`);
    seen.push({
      url: request.url,
      method: request.method,
      body: request.body ? await request.clone().text() : '',
      headers: Object.fromEntries(request.headers),
    });
    await sendWebResponse(req, res, await answer(request), [{ key: 'X-Extra', value: 'yes' }]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    /** Raw answers: status, headers and the body's bytes as sent. */
    request: (path: string, options: http.RequestOptions = {}, body?: string) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
        (resolve, reject) => {
          const req = http.request({ host: '127.0.0.1', port, path, ...options }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode!,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            );
          });
          req.on('error', reject);
          req.end(body);
        },
      ),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const json = (value: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(value), {
    ...init,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...init.headers },
  });

describe('the direct API bridge', () => {
  let server: Awaited<ReturnType<typeof bridgeServer>>;
  afterEach(() => server.close());

  it('hands the handler the method, absolute URL, headers and body sent', async () => {
    server = await bridgeServer(async (request) => json(await request.json(), { status: 201 }));
    const answer = await server.request(
      '/api/v1/cart?x=%20y',
      { method: 'PUT', headers: { 'content-type': 'application/json', 'x-thing': 'a' } },
      '{"items":[{"id":1}]}',
    );
    expect(answer.status).toBe(201);
    expect(JSON.parse(answer.body.toString())).toEqual({ items: [{ id: 1 }] });
    const [seen] = server.seen;
    expect(seen).toMatchObject({ method: 'PUT', body: '{"items":[{"id":1}]}' });
    expect(seen!.url).toMatch(/^http:\/\/localhost:\d+\/api\/v1\/cart\?x=%20y$/);
    expect(seen!.headers['x-thing']).toBe('a');
  });

  it("fills X-Forwarded-For with the socket's address as Next does, and keeps one sent", async () => {
    server = await bridgeServer(() => json({}));
    await server.request('/a');
    await server.request('/b', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(server.seen.map((seen) => seen.headers['x-forwarded-for'])).toEqual([
      '127.0.0.1',
      '203.0.113.9',
    ]);
    expect(server.seen[0]!.headers['x-forwarded-proto']).toBe('http');
  });

  it('sends every Set-Cookie, the extra headers and the status', async () => {
    server = await bridgeServer(() => {
      const headers = new Headers({ 'Content-Type': 'application/json' });
      headers.append('Set-Cookie', 'a=1; Path=/; HttpOnly');
      headers.append('Set-Cookie', 'b=2; Path=/');
      return new Response('{}', { status: 409, headers });
    });
    const answer = await server.request('/c');
    expect(answer.status).toBe(409);
    expect(answer.headers['set-cookie']).toEqual(['a=1; Path=/; HttpOnly', 'b=2; Path=/']);
    expect(answer.headers['x-extra']).toBe('yes');
  });

  it('gzips JSON of 1 KB or more for clients that take gzip, and only for them', async () => {
    const large = { text: 'lehenga '.repeat(300) };
    server = await bridgeServer(({ url }) => json(url.endsWith('small') ? { ok: true } : large));
    const gzipped = await server.request('/large', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.body.length);
    expect(JSON.parse(zlib.gunzipSync(gzipped.body).toString())).toEqual(large);

    const refused = await server.request('/large', { headers: { 'accept-encoding': 'gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(refused.body.toString())).toEqual(large);

    const small = await server.request('/small', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBe('Accept-Encoding');
  });

  it('answers a bodiless 304 with its ETag', async () => {
    server = await bridgeServer(
      () => new Response(null, { status: 304, headers: { ETag: 'W/"x"' } }),
    );
    const answer = await server.request('/d');
    expect(answer.status).toBe(304);
    expect(answer.headers.etag).toBe('W/"x"');
    expect(answer.body.length).toBe(0);
  });
});
