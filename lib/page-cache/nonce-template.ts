import { deflateParts, gzipJoined, type DeflatedParts } from './spliced-gzip';

/**
 * A rendered page kept as the bytes between the occurrences of its nonce, so that every
 * answer can carry a nonce of its own: a nonce that two answers share would let a script
 * injected into one run in the other.
 */
export type PageHeaders = Record<string, string | string[] | number>;

export type NonceTemplate = {
  /** The HTML, as UTF-8, split where the render's nonce stood. */
  body: Buffer[];
  /** The same parts compressed once, for gzip answers (spliced-gzip.ts). */
  deflated: DeflatedParts;
  /** The headers as JSON, split the same way: the policy and the Link preloads name it. */
  headers: string[];
};

const noncePattern = /'nonce-([^']+)'/;

/** The nonce that a Content-Security-Policy allows scripts with, if any. */
export function nonceOf(policy: string): string | null {
  return noncePattern.exec(policy)?.[1] ?? null;
}

/**
 * The parts copied into one allocation of exactly their size. Small Buffers are views of
 * larger ones (Node's 8 KB pool, zlib's 16 KB output chunks), and a kept view keeps its
 * whole store alive: forty 200-byte parts could hold 640 KB while the cache counted 8 KB.
 */
function packed(parts: Buffer[]): Buffer[] {
  const store = Buffer.allocUnsafeSlow(parts.reduce((bytes, part) => bytes + part.length, 0));
  let offset = 0;
  return parts.map((part) => {
    part.copy(store, offset);
    offset += part.length;
    return store.subarray(offset - part.length, offset);
  });
}

/** Splits a render on its nonce; null when its policy names none (nothing to replace). */
export async function toNonceTemplate(
  html: string,
  headers: PageHeaders,
): Promise<NonceTemplate | null> {
  const nonce = nonceOf(String(headers['content-security-policy'] ?? ''));
  if (!nonce) return null;
  const body = packed(html.split(nonce).map((part) => Buffer.from(part)));
  const deflated = await deflateParts(body, Buffer.byteLength(nonce));
  return {
    body,
    deflated: { ...deflated, blocks: packed(deflated.blocks) },
    headers: JSON.stringify(headers).split(nonce),
  };
}

export function templateBytes(template: NonceTemplate): number {
  const sum = (parts: Array<{ length: number }>) =>
    parts.reduce((bytes, part) => bytes + part.length, 0);
  return sum(template.body) + sum(template.deflated.blocks) + sum(template.headers);
}

/**
 * The page with `nonce` in place of the render's, as gzip when asked and the nonce has the
 * length the compressed parts were made for (createNonce's always has), else plain.
 */
export function fillNonceTemplate(template: NonceTemplate, nonce: string, acceptsGzip: boolean) {
  const joint = Buffer.from(nonce);
  const gzip = acceptsGzip && joint.length === template.deflated.jointLength;
  const parts = template.body.flatMap((part, index) => (index === 0 ? [part] : [joint, part]));
  return {
    body: gzip ? gzipJoined(template.body, template.deflated, joint) : Buffer.concat(parts),
    gzip,
    headers: JSON.parse(template.headers.join(nonce)) as PageHeaders,
  };
}
