import { EventEmitter, once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { installServerHooks } from '@/lib/http/server/server-hooks';
import { currentRequestId } from '@/lib/log/request-context';
import { captureLog, type CapturedLog } from '@/tests/helpers/captured-log';

/**
 * The request line, written by the server hook in front of a bare Node server as it is in
 * front of Next's: one JSON line per request, named by the id the answer carries.
 */
let server: http.Server;
let port: number;
let uninstall: () => void;
let log: CapturedLog;
/** Emits 'closed' with a request's path once the handler's answer has closed. */
const handled = new EventEmitter();

beforeAll(async () => {
  uninstall = installServerHooks({ trustedHops: 0 });
  server = http.createServer((request, response) => {
    response.once('close', () => handled.emit('closed', request.url));
    if (request.url === '/hang-up') {
      // Half an answer, then nothing: the client gives up.
      response.writeHead(200, { 'Content-Type': 'text/plain' });
      response.write('half');
      return;
    }
    // Read later, as a route handler would, after an await.
    setImmediate(() => {
      const status = request.url?.startsWith('/missing') ? 404 : 200;
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify({
          header: request.headers['x-request-id'],
          context: currentRequestId(),
        }),
      );
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  port = (server.address() as AddressInfo).port;
});

beforeEach(() => {
  log = captureLog();
});

afterEach(() => log.restore());

afterAll(async () => {
  uninstall();
  server.closeAllConnections();
  await new Promise((closed) => server.close(closed));
});

const call = async (path: string, init: RequestInit = {}) => {
  const answer = await fetch(`http://127.0.0.1:${port}${path}`, init);
  const body = (await answer.json()) as { header: string; context: string };
  return { id: answer.headers.get('x-request-id'), status: answer.status, body };
};

const requestLines = (path: string) => log.lines.filter((line) => line.path === path);

describe('the request line', () => {
  it('is one JSON line: method, path without its query, status, duration, the answer’s id', async () => {
    const answer = await call('/missing/thing?phone=01712345678&code=482913', { method: 'POST' });
    const line = await log.next((l) => l.msg === 'request');
    expect(answer.status).toBe(404);
    expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(line).toEqual({
      level: 'info',
      time: expect.any(String),
      instance: expect.stringMatching(/:\d+$/),
      msg: 'request',
      method: 'POST',
      path: '/missing/thing',
      status: 404,
      durationMs: expect.any(Number),
      requestId: answer.id,
    });
    expect(line.durationMs).toBeGreaterThanOrEqual(0);
    expect(log.text()).not.toMatch(/01712345678|482913|phone=/);
    expect(log.text().trim().split('\n')).toHaveLength(1);
  });

  it('hands the id to the handler, in the request’s headers and its async context', async () => {
    const answer = await call('/shop');
    expect(answer.body).toEqual({ header: answer.id, context: answer.id });
    expect((await log.next((l) => l.path === '/shop')).requestId).toBe(answer.id);
  });

  it('keeps an id the client or a proxy gave, when it looks like one', async () => {
    const given = 'edge-4f2a.9B_c1';
    const answer = await call('/kept', { headers: { 'X-Request-Id': given } });
    expect(answer.id).toBe(given);
    expect(answer.body.header).toBe(given);
    expect((await log.next((l) => l.path === '/kept')).requestId).toBe(given);
  });

  it.each([
    ['too short', 'abc1234'],
    ['with a space', 'abc 12345678'],
    ['with a line break', 'abcdefgh\\n{"level":"fatal"}'],
    ['too long', 'x'.repeat(129)],
  ])('replaces one %s', async (_, given) => {
    const path = `/replaced-${given.length}`;
    const answer = await call(path, { headers: { 'X-Request-Id': given } });
    expect(answer.id).not.toBe(given);
    expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.body.header).toBe(answer.id);
    expect((await log.next((l) => l.path === path)).requestId).toBe(answer.id);
  });

  it('is not written for health checks, static files and the icon; only build files go without an id', async () => {
    for (const path of ['/api/health', '/api/ready', '/_next/static/chunks/a.js', '/favicon.ico']) {
      const closed = once(handled, 'closed');
      const answer = await call(path);
      // A build file is the same for everyone: no id on its answer (about 50 bytes a script).
      if (path.startsWith('/_next/static/')) expect(answer.id).toBeNull();
      else expect(answer.id).toBe(answer.body.header);
      // The hook's listeners ran before the handler's: had it logged, the line would be here.
      await closed;
      expect(requestLines(path)).toEqual([]);
    }
    await call('/api/healthy');
    expect(await log.next((l) => l.path === '/api/healthy')).toBeDefined();
    expect(log.lines.map((line) => line.path)).toEqual(['/api/healthy']);
  });

  it('says 499 and aborted when the client hangs up before the answer is complete', async () => {
    const controller = new AbortController();
    const answer = await fetch(`http://127.0.0.1:${port}/hang-up`, { signal: controller.signal });
    controller.abort();
    const line = await log.next((l) => l.path === '/hang-up');
    expect(line).toMatchObject({
      method: 'GET',
      status: 499,
      aborted: true,
      requestId: answer.headers.get('x-request-id'),
    });
    expect(requestLines('/hang-up')).toHaveLength(1);
  });
});
