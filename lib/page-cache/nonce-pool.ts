import crypto from 'node:crypto';

const nonceBytes = 16;
const noncesPerDraw = 256;

let pool = Buffer.alloc(0);
let offset = 0;

/**
 * 128 random bits, base64, like createNonce, for the page cache's answers: the random
 * bytes are drawn 4 KB at a time, since one draw per answer was nearly 1% of the server's
 * CPU under load. Every byte is used for one nonce only.
 */
export function pooledNonce(): string {
  if (offset === pool.length) {
    pool = crypto.randomBytes(nonceBytes * noncesPerDraw);
    offset = 0;
  }
  offset += nonceBytes;
  return pool.toString('base64', offset - nonceBytes, offset);
}
