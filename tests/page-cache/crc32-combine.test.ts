import zlib from 'node:zlib';
import fc from 'fast-check';
import { appendOperator, combineCrc32 } from '@/lib/page-cache/crc32-combine';

describe('combining CRC-32s', () => {
  it('gives the checksum of the joined bytes, whatever their lengths', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ maxLength: 300 }), (a, b) => {
        const joined = zlib.crc32(Buffer.concat([a, b]));
        expect(combineCrc32(zlib.crc32(a), zlib.crc32(b), appendOperator(b.length))).toBe(joined);
      }),
    );
  });

  it('holds for a long second piece, whose length has many bits', () => {
    const a = Buffer.from('<html><head><script nonce="');
    const b = Buffer.alloc(200_003, 'lehenga ');
    const joined = zlib.crc32(Buffer.concat([a, b]));
    expect(combineCrc32(zlib.crc32(a), zlib.crc32(b), appendOperator(b.length))).toBe(joined);
  });
});
