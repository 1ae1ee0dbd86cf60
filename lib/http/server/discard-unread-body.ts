import type { IncomingMessage } from 'node:http';

/**
 * What may be read and thrown away of a body left unread once its answer is sent: far more
 * than any body the store accepts (SECURITY.md, "Input"), so that a refused body does not
 * hold up the next request on a kept-alive connection.
 */
export const maxDiscardedBytes = 1024 * 1024;

/** Whether a request declares a body too large to discard: its answer closes the connection. */
export const declaresHugeBody = (request: IncomingMessage) =>
  Number(request.headers['content-length']) > maxDiscardedBytes;

/**
 * After the answer, reads what is left of the request body and drops it, so that the
 * connection is free for the next request; past maxDiscardedBytes, closes it instead.
 * Node drains a body nobody started to read, but not one read partly (a 413 after 128 KB).
 */
export function discardUnreadBody(request: IncomingMessage): void {
  if (request.complete || request.destroyed) return;
  let left = maxDiscardedBytes;
  // The reader that stopped (the body stream Next gave the route) keeps its listeners, and
  // a 'readable' listener would stop the request from flowing.
  request.removeAllListeners('readable');
  request.removeAllListeners('data');
  request.on('data', (chunk: Buffer) => {
    left -= chunk.byteLength;
    if (left < 0) request.socket.destroy();
  });
  request.resume();
}
