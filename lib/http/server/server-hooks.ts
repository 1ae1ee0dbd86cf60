import diagnosticsChannel from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { clientAddressHeader, clientAddressOf } from '../client-address';

/** What Node publishes on 'http.server.request.start', before the server's 'request' event. */
type RequestStart = { request: IncomingMessage; response: ServerResponse; socket: Socket };

function onRequestStart({ request, socket }: RequestStart, trustedHops: number) {
  const forwardedFor = request.headers['x-forwarded-for'];
  request.headers[clientAddressHeader] = clientAddressOf(
    Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
    socket.remoteAddress,
    trustedHops,
  );
}

/**
 * Sees every request of this process's HTTP servers before Next does, through Node's
 * public diagnostics channels: records the caller's address where a client cannot forge
 * it (docs/architecture.md, "Serving"). instrumentation.ts installs it once, in the
 * process that runs `next start`. Returns its removal.
 */
export function installServerHooks({ trustedHops }: { trustedHops: number }): () => void {
  const onRequest = (message: unknown) => onRequestStart(message as RequestStart, trustedHops);
  diagnosticsChannel.subscribe('http.server.request.start', onRequest);
  return () => {
    diagnosticsChannel.unsubscribe('http.server.request.start', onRequest);
  };
}
