import { z } from 'zod';
import { api } from '@/lib/api';
import { maxJsonBodyBytes } from '@/lib/http/server/read-body';
import { call, type ErrorBody } from './helpers/call';

const echo = api({ body: z.object({ note: z.string() }) }, ({ body }) => body);

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  call<ErrorBody>(echo, '/x', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

const streamOf = (bytes: number, chunk = 16 * 1024) => {
  let sent = 0;
  let pulls = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulls += 1;
      if (sent >= bytes) return controller.close();
      controller.enqueue(new Uint8Array(Math.min(chunk, bytes - sent)).fill(32));
      sent += chunk;
    },
  });
  return { stream, pulls: () => pulls };
};

describe('request body limits', () => {
  it('accepts a body up to the limit', async () => {
    const note = 'a'.repeat(maxJsonBodyBytes - 20);
    const answer = await post(JSON.stringify({ note }));
    expect(answer.status).toBe(200);
  });

  it('refuses a larger body with 413 and the error shape', async () => {
    const answer = await post(JSON.stringify({ note: 'a'.repeat(maxJsonBodyBytes) }));
    expect(answer.status).toBe(413);
    expect(answer.body.error.code).toBe('payload_too_large');
  });

  it('refuses a declared Content-Length over the limit before reading the body', async () => {
    const body = streamOf(10 * maxJsonBodyBytes);
    const answer = await post(body.stream, {
      'content-length': String(10 * maxJsonBodyBytes),
    });
    expect(answer.status).toBe(413);
    expect(body.pulls()).toBeLessThanOrEqual(1);
  });

  it('stops reading a streamed body at the limit', async () => {
    const body = streamOf(100 * maxJsonBodyBytes);
    const answer = await post(body.stream);
    expect(answer.status).toBe(413);
    // 128 KB in 16 KB chunks: a handful of reads, not the 12.8 MB offered.
    expect(body.pulls()).toBeLessThan(20);
  });
});

describe('a body cut off by the client', () => {
  it('is a 400, not a server error', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"note":'));
        controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
      },
    });
    const answer = await post(stream);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('body_aborted');
  });
});
