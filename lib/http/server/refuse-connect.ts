import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { allowedMethods } from './refused-requests';

const answer = [
  'HTTP/1.1 405 Method Not Allowed',
  `Allow: ${allowedMethods}`,
  'Content-Length: 0',
  'Connection: close',
  '',
  '',
].join('\r\n');

const refusing = new WeakSet<Server>();

/**
 * Node hands CONNECT (a tunnel, as asked of a forward proxy) to the server's 'connect'
 * listeners, and drops the connection without a word when there is none, as with Next's.
 * The store is no proxy: it answers 405 and closes.
 */
export function refuseConnect(server: Server): void {
  if (refusing.has(server)) return;
  refusing.add(server);
  server.on('connect', (_request, socket: Duplex) => {
    socket.end(answer);
  });
}
