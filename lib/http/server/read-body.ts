import 'server-only';
import { DomainError } from '@/lib/domain-error';

/** JSON bodies: a full cart (100 lines) or an order fits many times over. */
export const maxJsonBodyBytes = 128 * 1024;

const tooLarge = (maxBytes: number) =>
  new DomainError({
    kind: 'too_large',
    code: 'payload_too_large',
    message: `The request body is larger than ${Math.round(maxBytes / 1024)} KB.`,
  });

const cutOff = () =>
  new DomainError({
    kind: 'invalid',
    code: 'body_aborted',
    message: 'The request body was cut off.',
  });

/** The next chunk; a client that hangs up mid-body is its own problem, not a server error. */
async function nextChunk(reader: ReadableStreamDefaultReader<Uint8Array>) {
  try {
    return await reader.read();
  } catch {
    throw cutOff();
  }
}

/**
 * The body as text, refused with 413 as soon as it passes maxBytes: a declared
 * Content-Length is checked before reading, and a streamed body stops being read at the
 * limit, so an oversized upload never sits in memory whole.
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  return (await readBodyBytes(request, maxBytes)).toString('utf8');
}

/** The body's bytes as sent (a signature is over them), limited as readBodyText's. */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Buffer> {
  if (Number(request.headers.get('content-length')) > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await nextChunk(reader);
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
