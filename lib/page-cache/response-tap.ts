import type { ServerResponse } from 'node:http';

export type TappedResponse = {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
};

type Chunk = string | Uint8Array;

function toBuffer(chunk: Chunk, encoding: unknown): Buffer {
  if (typeof chunk !== 'string') return Buffer.from(chunk);
  return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
}

/**
 * Copies what is written to a response while it goes to the client unchanged. Resolves
 * with the status, headers and body once the response has finished, or with null when the
 * client left before the end (a partial page must never be kept).
 */
export function tapResponse(res: ServerResponse): Promise<TappedResponse | null> {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;

  res.write = ((chunk: Chunk, ...rest: unknown[]) => {
    chunks.push(toBuffer(chunk, rest[0]));
    return write(chunk, ...rest);
  }) as ServerResponse['write'];
  res.end = ((chunk?: Chunk | (() => void), ...rest: unknown[]) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      chunks.push(toBuffer(chunk, rest[0]));
    }
    return end(chunk, ...rest);
  }) as ServerResponse['end'];

  // The copy is handed over once and then let go: something may keep the response object
  // itself alive for a while, and it must not keep a page's worth of chunks with it.
  const release = () => chunks.splice(0);
  return new Promise((resolve) => {
    res.once('finish', () => {
      const body = Buffer.concat(release());
      resolve({ status: res.statusCode, headers: res.getHeaders(), body });
    });
    res.once('close', () => {
      if (!res.writableFinished) resolve(null);
      release();
    });
  });
}
