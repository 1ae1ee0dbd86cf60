import { METHODS } from 'node:http';
import { expect, test } from '@playwright/test';
import { rawExchange, rawRequest } from '../support/raw-http';

// What reaches the production server (the standalone build) before any page or route: methods Next
// cannot take, targets that are not paths, and bodies left unread, on the bytes of one
// connection as a client keeping it alive sends them. Never a 500, never a dropped socket,
// never a connection left stuck (lib/http/server/, SECURITY.md "Requests Next cannot take").
const port = Number(process.env.E2E_PORT ?? 3100);
const next = rawRequest('GET', '/api/v1/xsrf');
const exchange = (parts: string[], answers: number) => rawExchange(port, parts, { answers });

test.describe('requests Next cannot take @desktop-only', () => {
  for (const path of ['/', '/product/x', '/api/v1/xsrf', '/api/auth/session', '/favicon.ico']) {
    test(`TRACE ${path} is 405 with Allow, and the connection goes on`, async () => {
      const answers = await exchange([rawRequest('TRACE', path), next], 2);
      expect(answers.statuses).toEqual([405, 204]);
      expect(answers.heads[0]).toMatch(
        /\r\nallow: GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE\r\n/i,
      );
      expect(answers.heads[0]).toMatch(/\r\nx-content-type-options: nosniff\r\n/i);
    });
  }

  test('OPTIONS * is 400, and the connection goes on', async () => {
    const answers = await exchange([rawRequest('OPTIONS', '*'), next], 2);
    expect(answers.statuses).toEqual([400, 204]);
  });

  test('no method Node accepts gets a 5xx, on pages, the API, next-auth or static files', async () => {
    const paths = ['/', '/product/x', '/api/v1/xsrf', '/api/v1/user/login', '/api/auth/session'];
    const failures: string[] = [];
    for (const method of METHODS.filter((name) => name !== 'CONNECT')) {
      for (const path of [...paths, '/favicon.ico']) {
        const head = rawRequest(method, path, '', ['X-Forwarded-For: 198.51.100.1']);
        const { statuses } = await exchange([head], 1);
        if (statuses.length !== 1 || statuses[0]! >= 500) failures.push(`${method} ${path}`);
      }
    }
    expect(failures).toEqual([]);
  });

  test('CONNECT is answered 405 with Allow, not dropped', async () => {
    const answers = await exchange([rawRequest('CONNECT', 'localhost:443')], 1);
    expect(answers.statuses).toEqual([405]);
    expect(answers.heads[0]).toMatch(/\r\nallow: GET, /i);
  });
});

test.describe('bodies left unread @desktop-only', () => {
  const large = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(200 * 1024) });
  const refusals: [string, string, string[], number][] = [
    ['a JSON body over the limit', '/api/v1/user/login', [], 413],
    ['a sign-in form over the limit', '/api/auth/callback/password', [], 413],
    ['a body to a route without POST', '/api/v1/xsrf', [], 405],
    // proxy.ts refuses a form post to a page that hosts no server action.
    ['a body to a page that takes none', '/product/x', [], 405],
    // A router prefetch skips proxy.ts, and so Next's reading of the whole body for it.
    [
      'a body over the limit, as a prefetch',
      '/api/v1/user/login',
      ['Next-Router-Prefetch: 1'],
      413,
    ],
  ];
  for (const [what, path, headers, status] of refusals) {
    test(`after ${what} (${status}), the next request on the connection is answered`, async () => {
      const answers = await exchange([rawRequest('POST', path, large, headers), next], 2);
      expect(answers.statuses).toEqual([status, 204]);
    });
  }

  test('a body larger than the server reads to throw away is refused, and the connection closed', async () => {
    const body = 'x'.repeat(4 * 1024 * 1024);
    const answers = await rawExchange(port, [rawRequest('POST', '/api/v1/user/login', body)], {
      answers: 2,
    });
    expect(answers.statuses).toEqual([413]);
    expect(answers.heads[0]).toMatch(/\r\nconnection: close\r\n/i);
    expect(answers.closed).toBe(true);
  });
});
