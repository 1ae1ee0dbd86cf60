import 'server-only';
import { ApiError } from './errors';

/** JSON bodies: a full cart (100 lines) or an order fits many times over. */
export const maxJsonBodyBytes = 128 * 1024;

const tooLarge = (maxBytes: number) =>
  new ApiError({
    status: 413,
    code: 'payload_too_large',
    message: `The request body is larger than ${Math.round(maxBytes / 1024)} KB.`,
  });

/**
 * The body as text, refused with 413 as soon as it passes maxBytes: a declared
 * Content-Length is checked before reading, and a streamed body stops being read at the
 * limit, so an oversized upload never sits in memory whole.
 */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  if (Number(request.headers.get('content-length')) > maxBytes) throw tooLarge(maxBytes);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
