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
 * Copies what is written to a response while it goes to the client unchanged. `response`
 * resolves with the status, headers and body once the response has finished, or with null
 * when the client left before the end (a partial page must never be kept); `produced` once
 * the renderer has ended it (or the client left), whether or not the client has read it.
 *
 * Writes always report room to spare, so a renderer never waits for a client to read: a
 * client that reads slowly, or not at all, must not hold a render slot (render-slots.ts).
 * What it has not read waits in memory, at most one page.
 */
export function tapResponse(res: ServerResponse): {
  response: Promise<TappedResponse | null>;
  produced: Promise<void>;
} {
  const chunks: Buffer[] = [];
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;

  let markProduced: () => void = () => {};
  const produced = new Promise<void>((resolve) => (markProduced = resolve));
  res.write = ((chunk: Chunk, ...rest: unknown[]) => {
    chunks.push(toBuffer(chunk, rest[0]));
    write(chunk, ...rest);
    return true;
  }) as ServerResponse['write'];
  res.end = ((chunk?: Chunk | (() => void), ...rest: unknown[]) => {
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
      chunks.push(toBuffer(chunk, rest[0]));
    }
    markProduced();
    return end(chunk, ...rest);
  }) as ServerResponse['end'];

  // The copy is handed over once and then let go: something may keep the response object
  // itself alive for a while, and it must not keep a page's worth of chunks with it.
  const release = () => chunks.splice(0);
  const response = new Promise<TappedResponse | null>((resolve) => {
    res.once('finish', () => {
      const body = Buffer.concat(release());
      resolve({ status: res.statusCode, headers: res.getHeaders(), body });
    });
    res.once('close', () => {
      if (!res.writableFinished) resolve(null);
      release();
      markProduced();
    });
  });
  return { response, produced };
}
