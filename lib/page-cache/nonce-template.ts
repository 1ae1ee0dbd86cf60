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
  /** The headers as JSON, split the same way: the policy and the Link preloads name it. */
  headers: string[];
  /** Bytes of the render's nonce: every answer's nonce must have as many. */
  nonceLength: number;
  /**
   * The parts compressed once, for gzip answers (spliced-gzip.ts): made for the first
   * answer that asks for gzip, so a page that is asked for only once is never compressed.
   */
  deflated?: DeflatedParts;
  /** For a file without a nonce, its whole gzip answer, made with `deflated`. */
  gzipped?: Buffer;
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
export function toNonceTemplate(html: string, headers: PageHeaders): NonceTemplate | null {
  const nonce = nonceOf(String(headers['content-security-policy'] ?? ''));
  if (!nonce) return null;
  return {
    body: packed(html.split(nonce).map((part) => Buffer.from(part))),
    headers: JSON.stringify(headers).split(nonce),
    nonceLength: Buffer.byteLength(nonce),
  };
}

/** A file without a nonce (a script, a style sheet): one part, kept byte for byte. */
export function toFixedTemplate(body: Buffer, headers: PageHeaders): NonceTemplate {
  return { body: packed([body]), headers: [JSON.stringify(headers)], nonceLength: 0 };
}

/** Compresses the template's parts for gzip answers. */
export async function deflateTemplate(template: NonceTemplate): Promise<void> {
  const deflated = await deflateParts(template.body, template.nonceLength);
  template.deflated = { ...deflated, blocks: packed(deflated.blocks) };
  // Without joints every gzip answer is the same bytes: make them once.
  if (template.body.length === 1) {
    template.gzipped = gzipJoined(template.body, template.deflated, Buffer.alloc(0));
  }
}

export function templateBytes(template: NonceTemplate): number {
  const sum = (parts: Array<{ length: number }>) =>
    parts.reduce((bytes, part) => bytes + part.length, 0);
  const compressed = sum(template.deflated?.blocks ?? []) + (template.gzipped?.length ?? 0);
  return sum(template.body) + compressed + sum(template.headers);
}

/**
 * The page with `nonce` in place of the render's: gzip when asked and the parts are
 * compressed (for a nonce of the render's length, as createNonce's always is), else plain.
 */
export function fillNonceTemplate(template: NonceTemplate, nonce: string, acceptsGzip: boolean) {
  const joint = Buffer.from(nonce);
  const { deflated } = template;
  const fits = template.body.length === 1 || joint.length === deflated?.jointLength;
  const gzip = acceptsGzip && deflated !== undefined && fits;
  const parts = template.body.flatMap((part, index) => (index === 0 ? [part] : [joint, part]));
  const plain = () => (parts.length === 1 ? parts[0]! : Buffer.concat(parts));
  return {
    body: gzip ? (template.gzipped ?? gzipJoined(template.body, deflated, joint)) : plain(),
    gzip,
    headers: JSON.parse(template.headers.join(nonce)) as PageHeaders,
  };
}
