import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

/**
 * A local HTTP server standing in for an edge's purge API or a Varnish: it keeps every
 * request and answers with `status` and `body`, which a test may change between calls.
 */
export async function startMockEdge(): Promise<{
  url: string;
  received: Received[];
  answer: { status: number; body: string };
  close: () => Promise<void>;
}> {
  const received: Received[] = [];
  const answer = { status: 200, body: '' };
  const server: Server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    received.push({ method: request.method!, url: request.url!, headers: request.headers, body });
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `count` keys as a write could expire them: product:piece-0, product:piece-1, … */
export const manyKeys = (count: number) =>
  Array.from({ length: count }, (_, index) => `product:piece-${index}`);
