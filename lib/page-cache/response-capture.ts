import type { ServerResponse } from 'node:http';

export type CapturedResponse = {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
};

type Chunk = string | Uint8Array;
type Callback = (error?: Error | null) => void;

function toBuffer(chunk: Chunk, encoding: unknown): Buffer {
  if (typeof chunk !== 'string') return Buffer.from(chunk);
  return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

const lastCallback = (args: unknown[]) =>
  args.find((arg): arg is Callback => typeof arg === 'function');

/**
 * Holds back what a renderer writes to a response, headers included, until it ends it:
 * resolves with the status, headers and body then, or with null when the client left
 * first. The response is then the caller's to send (`send`, with the renderer's headers
 * still set on it, and unsent), and the renderer's own wrappers of write, end and
 * writeHead are gone from it.
 */
export function captureResponse(
  res: ServerResponse,
): Promise<{ response: CapturedResponse; send: (body: Buffer) => void } | null> {
  const chunks: Buffer[] = [];
  const own = {
    write: res.write,
    end: res.end,
    flushHeaders: res.flushHeaders,
    writeHead: res.writeHead,
  };
  const restore = () => Object.assign(res, own);
  return new Promise((resolve) => {
    res.flushHeaders = () => {};
    // Writing the head would fix the headers (compression middleware writes it before it
    // ends): they are set on the response instead, for whoever sends it to change.
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      res.statusCode = status;
      const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
      const pairs = Array.isArray(headers)
        ? Array.from({ length: headers.length / 2 }, (_, i) => [headers[2 * i], headers[2 * i + 1]])
        : Object.entries(headers ?? {});
      for (const [name, value] of pairs) res.setHeader(String(name), value as string | string[]);
      return res;
    }) as ServerResponse['writeHead'];
    res.write = ((chunk: Chunk, ...rest: unknown[]) => {
      chunks.push(toBuffer(chunk, rest[0]));
      const callback = lastCallback(rest);
      if (callback) queueMicrotask(() => callback());
      return true;
    }) as ServerResponse['write'];
    res.end = ((chunk?: Chunk | Callback, ...rest: unknown[]) => {
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
        chunks.push(toBuffer(chunk, rest[0]));
      }
      restore();
      const response = {
        status: res.statusCode,
        headers: res.getHeaders(),
        body: Buffer.concat(chunks.splice(0)),
      };
      resolve({ response, send: (body) => void res.end(body) });
      const callback = typeof chunk === 'function' ? chunk : lastCallback(rest);
      if (callback) res.once('finish', () => callback());
      return res;
    }) as ServerResponse['end'];
    res.once('close', () => {
      if (res.writableFinished) return;
      restore();
      chunks.splice(0);
      resolve(null);
    });
  });
}
