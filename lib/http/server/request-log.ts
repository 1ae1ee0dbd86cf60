import type { IncomingMessage, ServerResponse } from 'node:http';
import { logger } from '@/lib/log/logger';
import { enterRequestContext } from '@/lib/log/request-context';
import { staticFilesPrefix } from '@/lib/security/security-headers.mjs';
import { requestIdFor, requestIdHeader } from './request-id';

/** Asked every few seconds by probes, or files a CDN keeps: lines that would say nothing. */
const quietPaths = new Set(['/api/health', '/api/ready', '/favicon.ico']);
const quietPrefixes = [staticFilesPrefix];

/** What a client that hung up before its answer was complete is logged with (as nginx). */
const abortedStatus = 499;

/** The path alone: a query can hold a phone number or a code. */
export function pathOf(target: string | undefined): string {
  const path = (target ?? '').split(/[?#]/, 1)[0]!;
  return path.length > 2048 ? `${path.slice(0, 2048)}…` : path;
}

const isQuiet = (path: string) =>
  quietPaths.has(path.replace(/\/$/, '')) || quietPrefixes.some((p) => path.startsWith(p));

/**
 * Gives the request its id (X-Request-Id on the request, for the route, and on the answer,
 * for the client and proxies) and makes it the current request context; once the answer is
 * sent, or the client gone, writes the one line of the request.
 */
export function logRequest(request: IncomingMessage, response: ServerResponse): void {
  const started = process.hrtime.bigint();
  const requestId = requestIdFor(request.headers[requestIdHeader]);
  request.headers[requestIdHeader] = requestId;
  const path = pathOf(request.url);
  // A build file's answer is the same for everyone and logged by no one: no id to quote.
  if (!path.startsWith(staticFilesPrefix)) response.setHeader('X-Request-Id', requestId);
  enterRequestContext({ requestId });
  const method = request.method;
  if (isQuiet(path)) return;
  const write = (status: number) => {
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
    const line = {
      method,
      path,
      status,
      durationMs: Math.round(durationMs * 10) / 10,
      requestId,
      ...(status === abortedStatus && !response.writableFinished ? { aborted: true } : {}),
    };
    if (status >= 500) logger().error(line, 'request');
    else logger().info(line, 'request');
  };
  response.once('finish', () => write(response.statusCode));
  response.once('close', () => {
    if (!response.writableFinished) write(abortedStatus);
  });
}
