import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { clientAddressHeader, provenAddress } from '@/lib/http/client-address';
import { maxDiscardedBytes } from '@/lib/http/server/discard-unread-body';
import { installServerHooks } from '@/lib/http/server/server-hooks';
import { rawExchange, rawRequest } from '@/e2e/support/raw-http';

/**
 * The server hook in front of a bare Node server, as it stands in front of Next's: what the
 * handler is handed, and what the connection does. e2e/security/server-hooks.spec.ts
 * checks the same on the production server.
 */
let server: http.Server;
let port: number;
let uninstall: () => void;

/** Like a route refusing a body it has begun to read: 413 after the first chunk. */
function stopReading(request: http.IncomingMessage, response: http.ServerResponse) {
  request.once('readable', () => {
    request.read();
    response.writeHead(413, { 'Content-Type': 'text/plain' }).end('Too large.');
  });
}

/** Sets Vary the ways a handler can: as Next's page handler does (setHeader), or in writeHead. */
function answerWithVary(request: http.IncomingMessage, response: http.ServerResponse) {
  const how = new URL(request.url ?? '/', 'http://localhost').searchParams.get('vary');
  if (how === 'setHeader') response.setHeader('Vary', 'RSC, Next-Router-State-Tree');
  if (how === 'append') response.appendHeader('Vary', 'Accept-Encoding');
  if (how === 'writeHead') response.writeHead(200, { vary: 'RSC' });
  if (how === 'star') response.setHeader('Vary', '*');
  response.end('ok');
}

beforeAll(async () => {
  uninstall = installServerHooks({ trustedHops: 0 });
  server = http.createServer((request, response) => {
    if (request.url === '/stop-reading') return stopReading(request, response);
    if (request.url?.includes('vary=')) return answerWithVary(request, response);
    const seen = { method: request.method, url: request.url };
    response.writeHead(200, {
      'Content-Type': 'application/json',
      'X-Seen': `${seen.method} ${seen.url}`,
    });
    response.end(
      JSON.stringify({
        ...seen,
        address: provenAddress(request.headers[clientAddressHeader] as string),
      }),
    );
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  uninstall();
  server.closeAllConnections();
  await new Promise((closed) => server.close(closed));
});

const seen = async (init: RequestInit & { path?: string } = {}) => {
  const answer = await fetch(`http://127.0.0.1:${port}${init.path ?? '/'}`, init);
  return (await answer.json()) as { method: string; url: string; address: string };
};

describe('the server hook', () => {
  it('hands on the socket’s address, whatever forwarding headers the client sent', async () => {
    const forged = {
      'x-forwarded-for': '198.51.100.1',
      [clientAddressHeader]: '198.51.100.2',
      forwarded: 'for=198.51.100.3',
    };
    expect((await seen({ headers: forged })).address).toBe('127.0.0.1');
    expect((await seen()).address).toBe('127.0.0.1');
  });

  it('behind one trusted proxy, hands on the entry that proxy appended', async () => {
    uninstall();
    uninstall = installServerHooks({ trustedHops: 1 });
    try {
      const headers = { 'x-forwarded-for': '198.51.100.1, 192.0.2.9' };
      expect((await seen({ headers })).address).toBe('192.0.2.9');
      // Reached directly, without X-Forwarded-For: the socket's peer, the only entry there is.
      expect((await seen()).address).toBe('127.0.0.1');
    } finally {
      uninstall();
      uninstall = installServerHooks({ trustedHops: 0 });
    }
  });

  it('sends TRACE and a target that is not a path to their refusals', async () => {
    const answers = await rawExchange(
      port,
      [rawRequest('TRACE', '/api/v1/xsrf'), rawRequest('OPTIONS', '*'), rawRequest('GET', '/x')],
      { answers: 3 },
    );
    const handed = answers.heads.map((head) => /\r\nX-Seen: ([^\r]*)/i.exec(head)?.[1]);
    expect(handed).toEqual(['GET /_refused/method', 'GET /_refused/target', 'GET /x']);
    const { method, url } = await seen({ method: 'PATCH', path: '/stays?as=is' });
    expect([method, url]).toEqual(['PATCH', '/stays?as=is']);
  });

  it('keeps Cookie in the Vary of the home page, however the handler sets Vary', async () => {
    const vary = async (path: string) =>
      (await fetch(`http://127.0.0.1:${port}${path}`)).headers.get('vary');
    expect(await vary('/?vary=setHeader')).toBe('RSC, Next-Router-State-Tree, Cookie');
    expect(await vary('/?vary=append')).toBe('Accept-Encoding, Cookie');
    expect(await vary('/?vary=writeHead')).toBe('RSC, Cookie');
    expect(await vary('/?vary=none')).toBe('Cookie');
    expect(await vary('/?vary=star')).toBe('*');
    expect(await vary('/')).toBe('Cookie');
  });

  it('leaves the Vary of every other path as its handler set it', async () => {
    const vary = async (path: string) =>
      (await fetch(`http://127.0.0.1:${port}${path}`)).headers.get('vary');
    expect(await vary('/shop?vary=setHeader')).toBe('RSC, Next-Router-State-Tree');
    expect(await vary('/bn?vary=writeHead')).toBe('RSC');
    expect(await vary('/shop?vary=none')).toBeNull();
  });

  it('answers CONNECT with 405 and Allow instead of dropping the connection', async () => {
    const answers = await rawExchange(port, [rawRequest('CONNECT', 'localhost:443')], {
      answers: 1,
    });
    expect(answers.statuses).toEqual([405]);
    expect(answers.heads[0]).toMatch(/\r\nAllow: GET, HEAD, OPTIONS, POST/);
  });

  it('frees the connection of a body its answer left half read', async () => {
    const body = 'a'.repeat(200 * 1024);
    const answers = await rawExchange(
      port,
      [rawRequest('POST', '/stop-reading', body), rawRequest('GET', '/next')],
      { answers: 2 },
    );
    expect(answers.statuses).toEqual([413, 200]);
  });

  it('closes the connection after refusing a body too large to read and throw away', async () => {
    const declared = maxDiscardedBytes + 1;
    const head = `POST /stop-reading HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${declared}\r\n\r\n`;
    const answers = await rawExchange(port, [head, 'a'.repeat(64 * 1024)], { answers: 2 });
    expect(answers.statuses).toEqual([413]);
    expect(answers.heads[0]).toMatch(/\r\nConnection: close\r\n/i);
    expect(answers.closed).toBe(true);
  });
});
