/**
 * Combining CRC-32s (the gzip checksum) of pieces into the CRC-32 of their concatenation,
 * without reading the pieces again: zlib's crc32_combine, whose method this follows.
 * A CRC is the remainder of the message as a polynomial over GF(2) modulo the CRC
 * polynomial P; appending n bytes multiplies the first piece's remainder by x^(8n) mod P.
 * Polynomials are 32-bit words, bit-reflected as CRC-32 keeps them: x^0 is the top bit.
 */

const reversedPolynomial = 0xedb88320;

/** a(x) · b(x) mod P. */
export function multiplyModP(a: number, b: number): number {
  let product = 0;
  let factor = b >>> 0;
  for (let bit = 0x80000000; bit !== 0; bit >>>= 1) {
    if (a & bit) product ^= factor;
    factor = factor & 1 ? (factor >>> 1) ^ reversedPolynomial : factor >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) mod P for k = 0..31; x^1 is bit 30 in the reflected order. */
const powersOfTwo = (() => {
  const table = new Uint32Array(32);
  let power = 1 << 30;
  for (let k = 0; k < 32; k += 1) {
    table[k] = power;
    power = multiplyModP(power, power);
  }
  return table;
})();

/** The operator that appending `length` bytes applies: x^(8·length) mod P. */
export function appendOperator(length: number): number {
  let operator = 0x80000000;
  // 8·length = length·2^3: walk the bits of length from k = 3.
  for (let rest = length, k = 3; rest > 0; rest = Math.floor(rest / 2), k += 1) {
    if (rest % 2 === 1) operator = multiplyModP(powersOfTwo[k % 32]!, operator);
  }
  return operator;
}

/** The CRC-32 of A followed by B, from crc(A), crc(B) and B's append operator. */
export function combineCrc32(crcA: number, crcB: number, operatorB: number): number {
  return (multiplyModP(operatorB, crcA) ^ crcB) >>> 0;
}
