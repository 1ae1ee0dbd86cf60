import diagnosticsChannel from 'node:diagnostics_channel';
import { Server, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { clientAddressHeader, clientAddressOf, withProof } from '../client-address';
import { declaresHugeBody, discardUnreadBody } from './discard-unread-body';
import { refuseConnect } from './refuse-connect';
import { countRequest } from './request-metrics';
import { logRequest } from './request-log';
import { refusedPathFor } from './refused-requests';
import { variesByCookie, varyByCookie } from './vary-by-cookie';

/** What Node publishes on 'http.server.request.start', before the server's 'request' event. */
type RequestStart = { request: IncomingMessage; response: ServerResponse; socket: Socket };

function onRequestStart({ request, response, socket }: RequestStart, trustedHops: number) {
  logRequest(request, response);
  const forwardedFor = request.headers['x-forwarded-for'];
  const address = clientAddressOf(
    Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
    socket.remoteAddress,
    trustedHops,
  );
  request.headers[clientAddressHeader] = withProof(address);
  if (variesByCookie(request.url)) varyByCookie(response);
  // Counted by the address asked for, before a refusal rewrites it.
  countRequest(request, response);
  const refused = refusedPathFor(request.method, request.url);
  if (refused) {
    request.method = 'GET';
    request.url = refused;
    // A router prefetch skips proxy.ts, which answers the refusal.
    delete request.headers['next-router-prefetch'];
  }
  if (declaresHugeBody(request)) response.setHeader('Connection', 'close');
  response.once('finish', () => discardUnreadBody(request));
}

/**
 * Sees every request of this process's HTTP servers before Next does, through Node's
 * public diagnostics channels: gives each request its id and logs it (request-log.ts),
 * records the caller's address where a client cannot forge it, sends requests Next cannot
 * take to a refusal, frees the connection of a body left unread, keeps Cookie in the home
 * page's Vary, and answers CONNECT (docs/architecture.md, "Serving"). instrumentation.ts
 * installs it once, in the process that runs `next start`. Returns its removal.
 */
export function installServerHooks({ trustedHops }: { trustedHops: number }): () => void {
  const onSocket = (message: unknown) => {
    // Node sets `server` on each socket a server accepts, before any byte is parsed.
    const { server } = (message as { socket: { server?: unknown } }).socket;
    if (server instanceof Server) refuseConnect(server);
  };
  const onRequest = (message: unknown) => onRequestStart(message as RequestStart, trustedHops);
  diagnosticsChannel.subscribe('net.server.socket', onSocket);
  diagnosticsChannel.subscribe('http.server.request.start', onRequest);
  return () => {
    diagnosticsChannel.unsubscribe('net.server.socket', onSocket);
    diagnosticsChannel.unsubscribe('http.server.request.start', onRequest);
  };
}
